/// One kind of call's metrics, resolved once and recorded into on every call: what a metrics
/// decorator holds for each member it measures.
///
/// A recorder hands one out from ``MetricsRecorder/callMetrics(for:)`` — the design of
/// swift-metrics' `MetricsFactory` and of every Prometheus client: the series are looked up when
/// the handle is made, so a call records with a few additions and no string work.
///
/// ```swift
/// let sessions = recorder.callMetrics(for: .member("sessions(for:)", of: "MeditationCatalog"))
/// let start = ContinuousClock.now
/// let result = try await catalog.sessions(for: .sleep)
/// sessions.record(.returned, duration: .now - start)
/// ```
public protocol CallMetrics: Sendable {
    /// Counts one call and records its `duration`, by outcome; a call that threw is also counted
    /// by the type of its error.
    func record(_ outcome: CallOutcome, duration: Duration)
}

/// One counter series, resolved once and incremented on every event: how the caching and retry
/// helpers count hits, misses and retries.
///
/// ```swift
/// let hits = recorder.counter(MetricName.cacheRequests, dimensions: ["service": "Catalog", "member": "sessions(for:)", "result": "hit"])
/// hits.increment(by: 1)
/// ```
public protocol CounterMetric: Sendable {
    /// Adds `amount` to the counter.
    func increment(by amount: Int)
}
