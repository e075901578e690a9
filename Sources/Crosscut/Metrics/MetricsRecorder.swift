/// Where measurements go: counters, duration histograms and gauges, each series keyed by a name and
/// its dimensions.
///
/// Names follow Prometheus conventions: counters end in `_total`, durations are in seconds and
/// end in `_duration_seconds`.
///
/// Decorators resolve their series once, when they are created, through ``callMetrics(for:)`` and
/// ``counter(_:dimensions:)``, and record into the handles on every call. A recorder that
/// implements only ``increment(_:by:dimensions:)`` and ``record(_:duration:dimensions:)`` still
/// works: the default handles call them with the series' names and dimensions.
public protocol MetricsRecorder: Sendable {
    /// Adds `amount` to the counter `name` with `dimensions`.
    func increment(_ name: String, by amount: Int, dimensions: Dimensions)

    /// Records one duration into the histogram `name` with `dimensions`.
    func record(_ name: String, duration: Duration, dimensions: Dimensions)

    /// Counts one call in the counter `calls` and records its `duration` in the histogram
    /// `durations`, both with `dimensions`. The default calls ``increment(_:by:dimensions:)`` and
    /// ``record(_:duration:dimensions:)``; a recorder can implement it to take both in one step.
    func recordCall(counting calls: String, timing durations: String, duration: Duration, dimensions: Dimensions)

    /// Resolves the series of one kind of call — its call counter and duration histogram per
    /// outcome, and its error counter per error type — into a handle that records each call.
    func callMetrics(for series: CallSeries) -> any CallMetrics

    /// Resolves the counter `name` with `dimensions` into a handle that increments it.
    func counter(_ name: String, dimensions: Dimensions) -> any CounterMetric
    /// Sets the gauge `name` with `dimensions` to `value`: a level that goes up and down, such as
    /// where a circuit breaker stands. The default keeps no level: a recorder that implements only
    /// ``increment(_:by:dimensions:)`` and ``record(_:duration:dimensions:)`` has no gauges.
    func setGauge(_ name: String, to value: Double, dimensions: Dimensions)
}

extension MetricsRecorder {
    public func setGauge(_ name: String, to value: Double, dimensions: Dimensions) {}

    public func recordCall(counting calls: String, timing durations: String, duration: Duration, dimensions: Dimensions)
    {
        increment(calls, by: 1, dimensions: dimensions)
        record(durations, duration: duration, dimensions: dimensions)
    }
}

/// The labels of one metrics series, in the order given, for example
/// `["service": "AgeManager", "member": "increase()"]`.
public typealias Dimensions = OrderedPairs<String>

extension OrderedPairs where Value == String {
    /// One label: its name, for example `service`, and its value, for example `AgeManager`.
    public typealias Dimension = Pair

    /// The labels in order.
    public var dimensions: [Dimension] { pairs }
}
