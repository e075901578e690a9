import Metrics

/// A metrics decorator as a swift-metrics user writes it: a `Counter` and a `Timer` per member,
/// made once with the decorator from the backend's factory (here swift-prometheus's, as a service
/// exporting to Prometheus through swift-metrics has it); a call increments the counter and is
/// measured by the timer.
///
/// Only `combine(_:with:)` is measured; the other members forward (`ForwardingCalculator`).
struct SwiftMetricsCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee
    private let combineCalls: Counter
    private let combineTimer: Metrics.Timer

    init(_ decoratee: Decoratee, factory: any MetricsFactory) {
        self.decoratee = decoratee
        let dimensions = [
            ("module", "CrosscutBenchmarks"), ("service", "Calculator"), ("member", "combine(_:with:)"),
            ("outcome", "success"),
        ]
        combineCalls = Counter(label: "calculator_calls_total", dimensions: dimensions, factory: factory)
        combineTimer = Metrics.Timer(
            label: "calculator_call_duration_seconds", dimensions: dimensions, factory: factory)
    }

    func combine(_ value: Int, with other: Int) -> Int {
        combineCalls.increment()
        return combineTimer.measure { decoratee.combine(value, with: other) }
    }
}
