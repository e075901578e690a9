import Crosscut
import Prometheus

/// Counting and timing one call: Crosscut's generated metrics decorator over
/// `InMemoryMetricsRecorder`, against the decorators a user writes over swift-prometheus and over
/// the swift-metrics API, and against the floor of atomic adds.
enum MetricsComparison {
    static let crosscut = "Crosscut MetricsCalculator"
    static let prometheus = "swift-prometheus by hand"
    static let swiftMetrics = "swift-metrics by hand"
    static let floor = "floor: atomic adds"

    static func make() -> Comparison {
        let base = Arithmetic()
        // Every variant's histogram has the same buckets, so each does the same bucket work.
        let buckets = InMemoryMetricsRecorder.defaultBucketBounds
        let recorder = InMemoryMetricsRecorder()
        let stackRecorder = InMemoryMetricsRecorder()
        let concerns = Fixtures.concerns(enabled: [.metrics], metrics: recorder)
        let stackConcerns = Fixtures.concerns(enabled: [.metrics], metrics: stackRecorder)
        let prometheusRegistry = PrometheusCollectorRegistry()
        let swiftMetricsRegistry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: swiftMetricsRegistry)
        factory.defaultDurationHistogramBuckets = buckets
        let series = AtomicDurationSeries(bounds: buckets)
        return Comparison(
            id: "metrics",
            title: "Metrics: count and time a call",
            note: "`combine(_:with:)` counted and timed: a counter and a duration histogram (\(buckets.count) "
                + "buckets) with the labels `service`, `member`, `outcome`, the clock read twice. Crosscut's "
                + "decorator records into `InMemoryMetricsRecorder`; the hand-written ones make their handles "
                + "once, with the decorator (swift-metrics over swift-prometheus's `PrometheusMetricsFactory`); "
                + "the floor adds to three atomic integers. Targets: \(crosscut) ≤ 1.2× \(prometheus), "
                + "no allocation.",
            variants: [
                Variant.direct(Workload.combining(base)),
                Variant(
                    crosscut, tally: Tally { calls(in: recorder) },
                    run: Workload.combining(MetricsCalculator(base, concerns: concerns))),
                Variant(
                    VariantNames.decorated, tally: Tally { calls(in: stackRecorder) },
                    run: Workload.combining(base.decorated(with: stackConcerns))),
                Variant(
                    prometheus, tally: Tally { prometheusRegistry.exposedCount(of: "calculator_calls_total") },
                    run: Workload.combining(
                        PrometheusMetricsCalculator(base, registry: prometheusRegistry, buckets: buckets))),
                Variant(
                    swiftMetrics, tally: Tally { swiftMetricsRegistry.exposedCount(of: "calculator_calls_total") },
                    run: Workload.combining(SwiftMetricsCalculator(base, factory: factory))),
                Variant(
                    floor, tally: Tally { UInt64(series.calls) },
                    run: Workload.combining(AtomicMetricsCalculator(base, series: series))),
            ],
            references: [prometheus, swiftMetrics, floor],
            targets: [.ratio(crosscut, atMost: 1.2, of: prometheus), .noAllocation(crosscut)]
        )
    }

    /// The calls `recorder` counted, all series together.
    private static func calls(in recorder: InMemoryMetricsRecorder) -> UInt64 {
        UInt64(recorder.snapshot().counters.reduce(0) { $0 + $1.value })
    }
}
