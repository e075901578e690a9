import Crosscut

/// The in-memory metrics recorder on its own: how many measurements per second it takes into one
/// series and spread over 1,000, and how much memory a series holds.
enum MetricsSuite {
    static func comparisons() -> [Comparison] {
        [recording()]
    }

    private static let seriesCount = 1_000
    private static let manyDimensions: [Dimensions] = (0..<seriesCount).map {
        ["service": "Service\($0 / 10)", "member": "member\($0 % 10)()", "outcome": "success"]
    }
    private static let oneDimensions = manyDimensions[0]

    /// A duration between 1 µs and about 1 ms, varying with `index`.
    static func duration(_ index: Int) -> Duration { .nanoseconds(1_000 + (index & 1023) * 997) }

    static func recording() -> Comparison {
        let recorders = (0..<5).map { _ in InMemoryMetricsRecorder(seriesLimit: 2 * seriesCount) }
        return Comparison(
            "Metrics recorder: measurements per second",
            note: "`InMemoryMetricsRecorder` (one lock, a dictionary of series keyed by name and sorted "
                + "dimensions). 1,000 series: the same call cycling through 1,000 dimension sets.",
            variants: [
                variant("record, 1 series", recorders[0]) { recorder, index in
                    recorder.record("bench_duration_seconds", duration: duration(index), dimensions: oneDimensions)
                },
                variant("record, 1,000 series", recorders[1], comparedTo: "record, 1 series") { recorder, index in
                    recorder.record(
                        "bench_duration_seconds", duration: duration(index),
                        dimensions: manyDimensions[index % seriesCount])
                },
                variant("increment, 1 series", recorders[2]) { recorder, index in
                    recorder.increment("bench_total", by: 1, dimensions: oneDimensions)
                },
                variant("increment, 1,000 series", recorders[3], comparedTo: "increment, 1 series") {
                    recorder, index in
                    recorder.increment("bench_total", by: 1, dimensions: manyDimensions[index % seriesCount])
                },
                variant("recordCall (counter + histogram)", recorders[4]) { recorder, index in
                    recorder.recordCall(
                        service: "Service", member: "member()", outcome: .returned, duration: duration(index))
                },
            ]
        )
    }

    /// A variant calling `body` once per iteration; its side effect is the number of measurements
    /// the recorder holds (counts of counters, or of histograms when it has no counter).
    private static func variant(
        _ name: String, _ recorder: InMemoryMetricsRecorder, comparedTo: String? = nil,
        _ body: @escaping @Sendable (InMemoryMetricsRecorder, Int) -> Void
    ) -> Variant {
        Variant(
            name, comparedTo: comparedTo,
            observe: {
                let snapshot = recorder.snapshot()
                let counted = snapshot.counters.reduce(0) { $0 + $1.value }
                return UInt64(counted > 0 ? counted : snapshot.histograms.reduce(0) { $0 + $1.histogram.count })
            },
            reset: { recorder.reset() },
            run: { iterations in
                var checksum: UInt64 = 0
                for index in 0..<iterations {
                    body(recorder, index)
                    checksum &+= UInt64(index & 1023)
                }
                return checksum
            }
        )
    }
}
