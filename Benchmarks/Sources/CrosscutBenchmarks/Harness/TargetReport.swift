/// Whether a comparison's measurements meet its targets: one Markdown table row per target, as
/// the summary at the end of a run prints them.
struct TargetReport {
    var comparison: Comparison
    var measurements: [Measurement]
    /// Allocations per call, by variant name; `nil` where they are not counted.
    var allocations: [String: Double?]

    /// `| target | figure | met |` rows.
    var rows: [String] {
        comparison.targets.map { target in
            switch target {
            case .ratio(let name, let limit, let referenceName):
                let target = "\(comparison.title): \(name) ≤ \(Format.shortest(limit))× \(referenceName)"
                guard let variant = measurement(name), let reference = measurement(referenceName) else {
                    return row(target, "not measured", "—")
                }
                let ratio = variant.ratio(to: reference)
                return row(target, "\(Format.fixed(ratio, digits: 3))×", ratio <= limit ? "yes" : "**no**")
            case .noAllocation(let name):
                let count = allocations[name] ?? nil
                return row(
                    "\(comparison.title): \(name) allocates nothing per call", Format.perCall(count),
                    count.map { $0 == 0 ? "yes" : "**no**" } ?? "not counted")
            case .instructions(let name, let description):
                return row("\(comparison.title): \(name) \(description)", "`\(Reproduce.instructions)`", "see there")
            }
        }
    }

    private func measurement(_ name: String) -> Measurement? {
        measurements.first { $0.variant.name == name }
    }

    private func row(_ target: String, _ figure: String, _ met: String) -> String {
        "| \(target) | \(figure) | \(met) |"
    }
}
