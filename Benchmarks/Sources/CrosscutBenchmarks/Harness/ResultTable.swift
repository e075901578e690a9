/// Prints a comparison's measurements as a Markdown table, so that the program's output can be
/// pasted into BENCHMARKS.md as it is: each variant's time per call, its allocations per call, and
/// its time as a ratio to each reference of the comparison, measured in the same rounds.
struct ResultTable {
    var comparison: Comparison
    var measurements: [Measurement]
    /// Allocations per call, by variant name; `nil` where they are not counted.
    var allocations: [String: Double?]

    func render() -> String {
        let references = comparison.references.compactMap { name in
            measurements.first { $0.variant.name == name }
        }
        var lines = ["### \(comparison.title)", "", comparison.note, ""]
        lines.append(
            "| variant | ns/call (median) | min | spread | cpu ns/call | allocations/call | "
                + references.map { "× \($0.variant.name)" }.joined(separator: " | ") + " |")
        lines.append("|---|--:|--:|--:|--:|--:|" + String(repeating: "--:|", count: references.count))
        for measurement in measurements {
            let statistics = measurement.statistics
            let ratios = references.map { reference in
                reference.variant.name == measurement.variant.name
                    ? "1" : Format.fixed(measurement.ratio(to: reference), digits: 3)
            }
            lines.append(
                "| \(measurement.variant.name) | \(Format.nanoseconds(statistics.median)) | "
                    + "\(Format.nanoseconds(statistics.minimum)) | "
                    + "±\(Format.fixed(statistics.relativeInterquartileRange * 50, digits: 1))% | "
                    + "\(Format.nanoseconds(Statistics(measurement.processorNanosecondsPerCall).median)) | "
                    + "\(Format.perCall(allocations[measurement.variant.name] ?? nil)) | "
                    + ratios.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Command: `\(Reproduce.command(comparison.id))`")
        return lines.joined(separator: "\n") + "\n"
    }
}
