/// A recorder that discards every measurement, for when metrics are not wanted but an API asks
/// for a recorder.
///
/// ```swift
/// let concerns = Concerns(logger: logger, metrics: NoopMetricsRecorder(), cache: cache, retryStrategy: .none)
/// ```
public struct NoopMetricsRecorder: MetricsRecorder {
    /// Creates a recorder that discards everything.
    public init() {}

    /// Discards the increment.
    @inlinable
    public func increment(_ name: String, by amount: Int, dimensions: Dimensions) {}

    /// Discards the duration.
    @inlinable
    public func record(_ name: String, duration: Duration, dimensions: Dimensions) {}

    /// Discards the level.
    @inlinable
    public func setGauge(_ name: String, to value: Double, dimensions: Dimensions) {}

    /// A handle that discards every call.
    public func callMetrics(for series: CallSeries) -> any CallMetrics { NoopHandle() }

    /// A handle that discards every increment.
    public func counter(_ name: String, dimensions: Dimensions) -> any CounterMetric { NoopHandle() }

    /// Discards whatever it is handed.
    private struct NoopHandle: CallMetrics, CounterMetric {
        func record(_ outcome: CallOutcome, duration: Duration) {}
        func increment(by amount: Int) {}
    }
}
