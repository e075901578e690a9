/// The series of an ``InMemoryMetricsRecorder``, guarded by its lock.
///
/// At most `seriesLimit` ordinary series; past that, a new series of a name folds into that
/// name's overflow series (dimensions `overflow="true"`), of which there are also at most
/// `seriesLimit`; past both, measurements are dropped and counted. Each name is either a counter
/// or a histogram, whichever it was first used as.
struct MetricsStorage {
    /// A series' identity: its name and its dimensions sorted by key. The hash is computed once,
    /// when the key is built outside the lock, so that the dictionary work under the lock is short.
    struct SeriesKey: Hashable {
        let name: String
        let dimensions: Dimensions
        private let hash: Int

        /// The key of `name` with `dimensions` in any order.
        init(name: String, dimensions: Dimensions) {
            self.init(name: name, dimensions: HashedDimensions(sorted: dimensions.sortedByKey()))
        }

        /// The key of `name` with dimensions already sorted and hashed, which several keys can share.
        init(name: String, dimensions: HashedDimensions) {
            self.name = name
            self.dimensions = dimensions.dimensions
            var hasher = Hasher()
            hasher.combine(name)
            hasher.combine(dimensions.hash)
            hash = hasher.finalize()
        }

        static func == (lhs: SeriesKey, rhs: SeriesKey) -> Bool {
            lhs.hash == rhs.hash && lhs.name == rhs.name && lhs.dimensions == rhs.dimensions
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// Dimensions sorted by key and their hash, computed once for the keys of every series that
    /// shares them.
    struct HashedDimensions {
        let dimensions: Dimensions
        let hash: Int

        /// Hashes `dimensions`, which must be sorted by key. Only the values are hashed: the keys
        /// seldom tell series of one name apart (they are mostly the same few), and equal
        /// dimensions still hash equally; `SeriesKey`'s `==` compares the keys too.
        init(sorted dimensions: Dimensions) {
            self.dimensions = dimensions
            var hasher = Hasher()
            hasher.combine(dimensions.count)
            for dimension in dimensions { hasher.combine(dimension.value) }
            hash = hasher.finalize()
        }
    }

    enum Kind {
        case counter
        case histogram
    }

    struct HistogramSeries {
        var histogram = LatencyHistogram()
        /// `bucketCounts[i]`: durations in `(bounds[i - 1], bounds[i]]`; not cumulative.
        var bucketCounts: [Int]
    }

    /// The dimensions of every overflow series.
    static let overflowDimensions: Dimensions = ["overflow": "true"]

    let seriesLimit: Int
    let bucketBounds: [Duration]
    private(set) var counters: [SeriesKey: Int] = [:]
    private(set) var histograms: [SeriesKey: HistogramSeries] = [:]
    private(set) var dropped = 0
    private var kinds: [String: Kind] = [:]
    private var ordinarySeries = 0
    private var overflowSeries = 0

    init(seriesLimit: Int, bucketBounds: [Duration]) {
        self.seriesLimit = seriesLimit
        self.bucketBounds = bucketBounds
    }

    mutating func increment(_ key: SeriesKey, by amount: Int) {
        guard amount >= 0 else {
            dropped += 1
            return
        }
        // In place through `values`, as in `record(_:duration:)`.
        if let index = counters.index(forKey: key) {
            counters.values[index].add(amount)
            return
        }
        guard let admitted = admit(key, as: .counter) else { return }
        counters[admitted, default: 0].add(amount)
    }

    mutating func record(_ key: SeriesKey, duration: Duration) {
        let bucket = bucketIndex(of: duration)
        // One hash lookup for an existing series, mutating it in place through `values`:
        // `histograms[key]?.record(…)` would go through Dictionary's `modify` coroutines, whose
        // frames are allocated on the heap (three allocations a call).
        if let index = histograms.index(forKey: key) {
            histograms.values[index].record(duration, inBucket: bucket)
            return
        }
        guard let admitted = admit(key, as: .histogram) else { return }
        histograms[admitted, default: HistogramSeries(bucketCounts: Array(repeating: 0, count: bucketBounds.count))]
            .record(duration, inBucket: bucket)
    }

    /// The index of the first bucket bound at or above `duration` (binary search); the number of
    /// bounds if it exceeds them all.
    private func bucketIndex(of duration: Duration) -> Int {
        var low = 0
        var high = bucketBounds.count
        while low < high {
            let middle = (low + high) / 2
            if duration <= bucketBounds[middle] { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The key to record a new series `key` under — itself, its name's overflow series, or `nil`
    /// to drop the measurement — counting the series it creates.
    private mutating func admit(_ key: SeriesKey, as kind: Kind) -> SeriesKey? {
        if let known = kinds[key.name], known != kind {
            dropped += 1
            return nil
        }
        if ordinarySeries < seriesLimit {
            ordinarySeries += 1
            kinds[key.name] = kind
            return key
        }
        let overflowKey = SeriesKey(name: key.name, dimensions: Self.overflowDimensions)
        let overflowExists =
            switch kind {
            case .counter: counters[overflowKey] != nil
            case .histogram: histograms[overflowKey] != nil
            }
        if overflowExists { return overflowKey }
        if overflowSeries < seriesLimit {
            overflowSeries += 1
            kinds[key.name] = kind
            return overflowKey
        }
        dropped += 1
        return nil
    }

    func snapshot() -> MetricsSnapshot {
        let counterSnapshots = counters.map {
            CounterSnapshot(name: $0.key.name, dimensions: $0.key.dimensions, value: $0.value)
        }
        let histogramSnapshots = histograms.map { key, series in
            var cumulative = 0
            let buckets = zip(bucketBounds, series.bucketCounts).map { bound, count in
                cumulative += count
                return HistogramSnapshot.Bucket(upperBound: bound, cumulativeCount: cumulative)
            }
            return HistogramSnapshot(
                name: key.name, dimensions: key.dimensions, histogram: series.histogram, buckets: buckets)
        }
        return MetricsSnapshot(
            counters: counterSnapshots.sorted { Self.precedes(($0.name, $0.dimensions), ($1.name, $1.dimensions)) },
            histograms: histogramSnapshots.sorted { Self.precedes(($0.name, $0.dimensions), ($1.name, $1.dimensions)) },
            droppedMeasurements: dropped
        )
    }

    private static func precedes(_ lhs: (String, Dimensions), _ rhs: (String, Dimensions)) -> Bool {
        lhs.0 != rhs.0 ? lhs.0 < rhs.0 : Dimensions.precedes(lhs.1, rhs.1)
    }
}

extension MetricsStorage.HistogramSeries {
    mutating func record(_ duration: Duration, inBucket bucket: Int) {
        histogram.record(duration)
        if bucket < bucketCounts.count { bucketCounts[bucket] += 1 }
    }
}

extension Int {
    /// Adds `amount`, saturating at `Int.max`: a counter never wraps around.
    fileprivate mutating func add(_ amount: Int) {
        let (sum, overflow) = addingReportingOverflow(amount)
        self = overflow ? .max : sum
    }
}
