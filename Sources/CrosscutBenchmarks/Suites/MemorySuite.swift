import Crosscut
import Foundation

/// Memory per metrics series, each measured in a fresh process.
enum MemorySuite {
    /// The series counts measured, per kind: large enough that page granularity and the
    /// process's own noise are small against the total.
    static let measured: [(kind: String, count: Int)] = [
        ("histogram", 10_000), ("counter", 10_000), ("counter", 100_000),
    ]

    /// The resident memory one series adds: `count` series, each histogram holding 64 durations
    /// spread from 1 ms to 100 ms (a realistic call's range), or each counter incremented once.
    static func bytesPerSeries(histograms: Bool, count: Int) -> Int {
        let before = MemoryProbe.residentBytes()
        let recorder = InMemoryMetricsRecorder(seriesLimit: count)
        for series in 0..<count {
            let dimensions: Dimensions = [
                "service": "Service\(series / 16)", "member": "member\(series % 16)()", "outcome": "success",
            ]
            if histograms {
                for sample in 0..<64 {
                    // 1 ms × 100^(sample / 63): log-uniform from 1 ms to 100 ms.
                    let nanoseconds = 1e6 * pow(100, Double(sample) / 63)
                    recorder.record(
                        "bench_duration_seconds", duration: .nanoseconds(Int64(nanoseconds)), dimensions: dimensions)
                }
            } else {
                recorder.increment("bench_total", by: 1, dimensions: dimensions)
            }
        }
        let after = MemoryProbe.residentBytes()
        return withExtendedLifetime(recorder) { (after - before) / count }
    }

    static func report() -> String {
        var lines = [
            "### Metrics recorder: memory per series", "",
            "Resident memory added per series, measured in a fresh process (`/proc/self/statm`). "
                + "Histogram series hold 64 durations from 1 ms to 100 ms.", "",
            "| series | kind | bytes/series |", "|--:|---|--:|",
        ]
        for (kind, count) in measured {
            let bytes = ChildProcess.runSelf(["\(kind)-series", String(count)]).flatMap { Int($0) }
            lines.append("| \(count) | \(kind) | \(bytes.map { Format.bytes(Double($0)) } ?? "failed") |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The quick check: the child process runs and reports a number.
    static func quickCheck() -> [String] {
        guard let line = ChildProcess.runSelf(["counter-series", "100"]), Int(line) != nil else {
            return ["memory per series: the child process did not report a number"]
        }
        return []
    }
}
