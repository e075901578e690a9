/// The value of every series of an ``InMemoryMetricsRecorder`` at one moment: plain values to
/// read in tests, print at the end of a run, or render as Prometheus text.
///
/// Series are sorted by name, then by dimensions; dimensions are sorted by key.
///
/// ```swift
/// let snapshot = recorder.snapshot()
/// snapshot.counter("crosscut_calls_total", ["service": "AgeManager", "member": "increase()", "outcome": "success"])
/// snapshot.histogram("crosscut_call_duration_seconds", dimensions)?.p99
/// ```
public struct MetricsSnapshot: Sendable, Equatable {
    /// Every counter series.
    public var counters: [CounterSnapshot]
    /// Every histogram series.
    public var histograms: [HistogramSnapshot]
    /// Every gauge series.
    public var gauges: [GaugeSnapshot]
    /// Measurements the recorder discarded: negative increments, a name used as two kinds of
    /// metric, and series beyond even the overflow series' limit.
    public var droppedMeasurements: Int

    /// Creates a snapshot.
    public init(
        counters: [CounterSnapshot] = [], histograms: [HistogramSnapshot] = [], gauges: [GaugeSnapshot] = [],
        droppedMeasurements: Int = 0
    ) {
        self.counters = counters
        self.histograms = histograms
        self.gauges = gauges
        self.droppedMeasurements = droppedMeasurements
    }

    /// The value of the counter `name` with `dimensions` (in any order), or `nil` if no such series.
    public func counter(_ name: String, _ dimensions: Dimensions = [:]) -> Int? {
        let dimensions = dimensions.sortedByKey()
        return counters.first { $0.name == name && $0.dimensions == dimensions }?.value
    }

    /// The value of the gauge `name` with `dimensions` (in any order), or `nil` if no such series.
    public func gauge(_ name: String, _ dimensions: Dimensions = [:]) -> Double? {
        let dimensions = dimensions.sortedByKey()
        return gauges.first { $0.name == name && $0.dimensions == dimensions }?.value
    }

    /// The histogram `name` with `dimensions` (in any order), or `nil` if no such series.
    public func histogram(_ name: String, _ dimensions: Dimensions = [:]) -> HistogramSnapshot? {
        let dimensions = dimensions.sortedByKey()
        return histograms.first { $0.name == name && $0.dimensions == dimensions }
    }
}

/// One counter series in a ``MetricsSnapshot``.
public struct CounterSnapshot: Sendable, Equatable {
    /// The metric's name, for example `crosscut_calls_total`.
    public var name: String
    /// The series' dimensions, sorted by key.
    public var dimensions: Dimensions
    /// The count.
    public var value: Int

    /// Creates a counter snapshot.
    public init(name: String, dimensions: Dimensions, value: Int) {
        self.name = name
        self.dimensions = dimensions
        self.value = value
    }
}

/// One gauge series in a ``MetricsSnapshot``.
public struct GaugeSnapshot: Sendable, Equatable {
    /// The metric's name, for example `crosscut_circuit_state`.
    public var name: String
    /// The series' dimensions, sorted by key.
    public var dimensions: Dimensions
    /// The level last set.
    public var value: Double

    /// Creates a gauge snapshot.
    public init(name: String, dimensions: Dimensions, value: Double) {
        self.name = name
        self.dimensions = dimensions
        self.value = value
    }
}

/// One histogram series in a ``MetricsSnapshot``: exact count, sum and maximum, percentiles
/// within ``LatencyHistogram/relativeErrorBound``, and exact cumulative bucket counts for the
/// Prometheus exposition.
public struct HistogramSnapshot: Sendable, Equatable {
    /// The metric's name, for example `crosscut_call_duration_seconds`.
    public var name: String
    /// The series' dimensions, sorted by key.
    public var dimensions: Dimensions
    /// The durations recorded.
    public var histogram: LatencyHistogram
    /// The exact number of durations at or below each of the recorder's bucket bounds, in
    /// increasing order of bound (the Prometheus `le` buckets, without `+Inf`, which is ``count``).
    public var buckets: [Bucket]

    /// A cumulative bucket: how many durations were at most `upperBound`.
    public struct Bucket: Sendable, Equatable {
        /// The bucket's inclusive upper bound.
        public var upperBound: Duration
        /// The number of durations at most `upperBound`.
        public var cumulativeCount: Int

        /// Creates a bucket.
        public init(upperBound: Duration, cumulativeCount: Int) {
            self.upperBound = upperBound
            self.cumulativeCount = cumulativeCount
        }
    }

    /// Creates a histogram snapshot.
    public init(name: String, dimensions: Dimensions, histogram: LatencyHistogram, buckets: [Bucket]) {
        self.name = name
        self.dimensions = dimensions
        self.histogram = histogram
        self.buckets = buckets
    }

    /// The exact number of durations recorded.
    public var count: Int { histogram.count }
    /// The exact sum of the durations recorded.
    public var sum: Duration { histogram.sum }
    /// The exact longest duration recorded.
    public var max: Duration? { histogram.max }
    /// The median.
    public var p50: Duration? { histogram.p50 }
    /// The 90th percentile.
    public var p90: Duration? { histogram.p90 }
    /// The 99th percentile.
    public var p99: Duration? { histogram.p99 }

    /// The duration at `quantile` (0...1); see ``LatencyHistogram/percentile(_:)``.
    public func percentile(_ quantile: Double) -> Duration? { histogram.percentile(quantile) }
}
