/// A thread-safe recorder that keeps counters, duration histograms and gauges in memory, for tests,
/// end-of-run summaries and a Prometheus endpoint.
///
/// Each series is a name plus its dimensions (in any order: they are sorted by key). Histograms
/// give exact count, sum and maximum, and percentiles within
/// ``LatencyHistogram/relativeErrorBound``; see ``LatencyHistogram`` for their memory.
///
/// Memory is bounded: at most `seriesLimit` series; a new series past the limit folds into its
/// name's overflow series, whose dimensions are `overflow="true"` (or `overflow_2="true"`, …
/// when the name has a series of its own with those dimensions, which the overflow never joins;
/// at most `seriesLimit` overflow series too); what fits nowhere is dropped and counted in
/// ``MetricsSnapshot/droppedMeasurements``. Each name is a counter, a histogram or a gauge,
/// whichever it was first used as.
///
/// ```swift
/// let recorder = InMemoryMetricsRecorder()
/// recorder.recordCall(service: "AgeManager", member: "increase()", outcome: .returned, duration: .milliseconds(3))
/// print(recorder.snapshot().counter(
///     "crosscut_calls_total", ["service": "AgeManager", "member": "increase()", "outcome": "success"]) ?? 0)
/// print(recorder.prometheusText())
/// ```
public final class InMemoryMetricsRecorder: MetricsRecorder {
    /// The Prometheus bucket bounds used unless others are given: 100 µs to 10 s.
    public static let defaultBucketBounds: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500),
        .milliseconds(1), .microseconds(2_500), .milliseconds(5),
        .milliseconds(10), .milliseconds(25), .milliseconds(50),
        .milliseconds(100), .milliseconds(250), .milliseconds(500),
        .seconds(1), .milliseconds(2_500), .seconds(5), .seconds(10),
    ]

    /// The number of series kept before new series fold into overflow series.
    public let seriesLimit: Int
    /// The upper bounds of the histograms' Prometheus buckets, increasing, in whole nanoseconds, none
    /// negative and no two with the same `le` label.
    public let bucketBounds: [Duration]
    /// The `# HELP` text of each metric name in the Prometheus exposition.
    public let descriptions: [String: String]

    private let storage: Locked<MetricsStorage>
    private let bucketBoundNanoseconds: [UInt64]

    /// Creates an empty recorder.
    ///
    /// - Parameters:
    ///   - seriesLimit: the number of series kept before new series fold into overflow series.
    ///   - bucketBounds: the upper bounds of the histograms' Prometheus buckets (`+Inf` is implied):
    ///     sorted, truncated to whole nanoseconds as durations are, negative ones dropped (no
    ///     duration is below zero), and of bounds whose `le` labels would read alike, the first kept.
    ///   - descriptions: the `# HELP` text of metric names; Crosscut's own are included by default.
    public init(
        seriesLimit: Int = 1_000,
        bucketBounds: [Duration] = InMemoryMetricsRecorder.defaultBucketBounds,
        descriptions: [String: String] = MetricName.descriptions
    ) {
        self.seriesLimit = max(seriesLimit, 0)
        self.bucketBounds = Self.bucketBounds(normalizing: bucketBounds)
        self.descriptions = descriptions
        let storage = MetricsStorage(seriesLimit: self.seriesLimit, bucketBounds: self.bucketBounds)
        bucketBoundNanoseconds = storage.bucketBoundNanoseconds
        self.storage = Locked(storage)
    }

    /// Adds `amount` to the counter `name` with `dimensions`; a negative amount is dropped, as
    /// counters only go up, and a count saturates at `Int.max`.
    public func increment(_ name: String, by amount: Int, dimensions: Dimensions) {
        let key = MetricsStorage.SeriesKey(name: name, dimensions: dimensions)
        storage.withLock { $0.increment(key, by: amount) }
    }

    /// Records `duration` in the histogram `name` with `dimensions`; negative durations count as
    /// zero.
    public func record(_ name: String, duration: Duration, dimensions: Dimensions) {
        let key = MetricsStorage.SeriesKey(name: name, dimensions: dimensions)
        storage.withLock { $0.record(key, duration: duration) }
    }

    /// Sets the gauge `name` with `dimensions` to `value`.
    public func setGauge(_ name: String, to value: Double, dimensions: Dimensions) {
        let key = MetricsStorage.SeriesKey(name: name, dimensions: dimensions)
        storage.withLock { $0.set(key, to: value) }
    }

    /// Counts one call in the counter `calls` and records its `duration` in the histogram
    /// `durations`, both with `dimensions`, under one lock and with the dimensions sorted and
    /// hashed once.
    public func recordCall(counting calls: String, timing durations: String, duration: Duration, dimensions: Dimensions)
    {
        let dimensions = MetricsStorage.HashedDimensions(sorted: dimensions.sortedByKey())
        let callsKey = MetricsStorage.SeriesKey(name: calls, dimensions: dimensions)
        let durationsKey = MetricsStorage.SeriesKey(name: durations, dimensions: dimensions)
        storage.withLock { storage in
            storage.increment(callsKey, by: 1)
            storage.record(durationsKey, duration: duration)
        }
    }

    /// Resolves `series` into a handle that records each call under this recorder's lock by
    /// indexing its series, hashing nothing. Handles of the same series share its slot; past
    /// twice ``seriesLimit`` slots, a handle records by name instead.
    public func callMetrics(for series: CallSeries) -> any CallMetrics {
        let keys = MetricsStorage.CallKeys(series)
        guard let slot = storage.withLock({ $0.callSlot(for: keys) }) else {
            return ForwardingCallMetrics(recorder: self, series: series)
        }
        return InMemoryCallMetrics(storage: storage, slot: slot, bucketBounds: bucketBoundNanoseconds)
    }

    /// Resolves the counter `name` with `dimensions` into a handle that increments it under this
    /// recorder's lock, hashing nothing.
    public func counter(_ name: String, dimensions: Dimensions) -> any CounterMetric {
        let key = MetricsStorage.SeriesKey(name: name, dimensions: dimensions)
        guard let slot = storage.withLock({ $0.counterSlot(for: key) }) else {
            return ForwardingCounterMetric(recorder: self, name: name, dimensions: dimensions)
        }
        return InMemoryCounterMetric(storage: storage, slot: slot)
    }

    /// The value of every series now.
    public func snapshot() -> MetricsSnapshot {
        storage.withLock { $0 }.snapshot()
    }

    /// Every series now in the Prometheus text exposition format (version 0.0.4).
    public func prometheusText() -> String {
        PrometheusTextFormat.render(snapshot(), descriptions: descriptions)
    }

    /// Forgets every series.
    public func reset() {
        storage.withLock { $0.removeAllSeries() }
    }
}
