import Prometheus

/// A metrics decorator as a swift-prometheus user writes it: the counter and the duration
/// histogram of each member are made once, with the decorator, as the library's documentation
/// advises; a call increments the one and records its duration in the other.
///
/// Only `combine(_:with:)` is measured; the other members forward (`ForwardingCalculator`).
struct PrometheusMetricsCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee
    private let combineCalls: Counter
    private let combineDurations: DurationHistogram
    private let clock = ContinuousClock()

    init(_ decoratee: Decoratee, registry: PrometheusCollectorRegistry, buckets: [Duration]) {
        self.decoratee = decoratee
        let labels = [
            ("module", "CrosscutBenchmarks"), ("service", "Calculator"), ("member", "combine(_:with:)"),
            ("outcome", "success"),
        ]
        combineCalls = registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "calculator", metricName: "calls", unitName: "total", helpText: "Calls, by member."),
            labels: labels)
        combineDurations = registry.makeDurationHistogram(
            descriptor: MetricNameDescriptor(
                namespace: "calculator", metricName: "call_duration", unitName: "seconds",
                helpText: "How long calls take, by member."),
            labels: labels, buckets: buckets)
    }

    func combine(_ value: Int, with other: Int) -> Int {
        let start = clock.now
        let result = decoratee.combine(value, with: other)
        combineDurations.record(start.duration(to: clock.now))
        combineCalls.increment()
        return result
    }
}
