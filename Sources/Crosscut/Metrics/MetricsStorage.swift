/// The series of an ``InMemoryMetricsRecorder``, guarded by its lock.
///
/// Series live in arrays; a dictionary finds a series' index by its key. Handles
/// (``InMemoryCallMetrics``, ``InMemoryCounterMetric``) hold the index of a slot that remembers
/// the indices of their series once resolved, so recording through a handle indexes arrays and
/// hashes nothing.
///
/// At most `seriesLimit` ordinary series; past that, a new series of a name folds into that
/// name's overflow series (dimensions `overflow="true"`, or the first of `overflow_2="true"`,
/// `overflow_3="true"`, … that is not an ordinary series of the name), of which there are also at
/// most `seriesLimit`; past both, measurements are dropped and counted. Each name is a counter, a
/// histogram or a gauge, whichever it was first used as.
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
        case gauge
    }

    struct HistogramSeries {
        var histogram = LatencyHistogram()
        /// `bucketCounts[i]`: durations in `(bounds[i - 1], bounds[i]]`; not cumulative.
        var bucketCounts: [Int]
    }

    let seriesLimit: Int
    let bucketBounds: [Duration]
    /// The bucket bounds in whole nanoseconds.
    let bucketBoundNanoseconds: [UInt64]
    private var counterKeys: [SeriesKey] = []
    private var counterValues: [Int] = []
    private var counterIndices: [SeriesKey: Int] = [:]
    private var histogramKeys: [SeriesKey] = []
    private var histograms: [HistogramSeries] = []
    private var histogramIndices: [SeriesKey: Int] = [:]
    private var gaugeKeys: [SeriesKey] = []
    private var gaugeValues: [Double] = []
    private var gaugeIndices: [SeriesKey: Int] = [:]
    private(set) var dropped = 0
    private var kinds: [String: Kind] = [:]
    private var ordinarySeries = 0
    private var overflowSeries = 0
    /// The key of each name's overflow series, once it has one.
    private var overflowKeys: [String: SeriesKey] = [:]

    // What the handles of this storage resolved: one slot per distinct call series or counter.

    /// Each call slot's keys.
    private var callSlotKeys: [CallKeys] = []
    /// Each call slot's series, four a slot (success calls and durations, error calls and durations): their indices in
    /// `counterValues` or `histograms`, or `-1` until they are resolved.
    private var callSlotSeries: [Int] = []
    /// Each call slot's error counters, by the identity of the error's type.
    private var callSlotErrors: [[ObjectIdentifier: Int]] = []
    private var callSlotIndices: [CallSeries: Int] = [:]
    private var counterSlotKeys: [SeriesKey] = []
    /// Each counter slot's index in `counterValues`, or `-1` until it is resolved.
    private var counterSlotSeries: [Int] = []
    private var counterSlotIndices: [SeriesKey: Int] = [:]

    init(seriesLimit: Int, bucketBounds: [Duration]) {
        self.seriesLimit = seriesLimit
        self.bucketBounds = bucketBounds
        bucketBoundNanoseconds = bucketBounds.map(LatencyHistogram.nanoseconds(of:))
    }

    /// Forgets every series and measurement; the handles' slots stay, to resolve their series anew.
    mutating func removeAllSeries() {
        var empty = MetricsStorage(seriesLimit: seriesLimit, bucketBounds: bucketBounds)
        empty.callSlotKeys = callSlotKeys
        empty.callSlotSeries = Array(repeating: -1, count: callSlotSeries.count)
        empty.callSlotErrors = Array(repeating: [:], count: callSlotErrors.count)
        empty.callSlotIndices = callSlotIndices
        empty.counterSlotKeys = counterSlotKeys
        empty.counterSlotSeries = Array(repeating: -1, count: counterSlotSeries.count)
        empty.counterSlotIndices = counterSlotIndices
        self = empty
    }

    // MARK: Recording by key

    mutating func increment(_ key: SeriesKey, by amount: Int) {
        guard amount >= 0 else {
            dropped += 1
            return
        }
        guard let index = counterIndex(for: key) else { return }
        counterValues[index].add(amount)
    }

    mutating func record(_ key: SeriesKey, duration: Duration) {
        guard let index = histogramIndex(for: key) else { return }
        let nanoseconds = LatencyHistogram.nanoseconds(of: duration)
        histograms[index].record(
            nanoseconds: nanoseconds, inBucket: Self.bucket(of: nanoseconds, in: bucketBoundNanoseconds))
    }

    mutating func set(_ key: SeriesKey, to value: Double) {
        if let index = gaugeIndices[key] {
            gaugeValues[index] = value
            return
        }
        guard let admitted = admit(key, as: .gauge) else { return }
        if let index = gaugeIndices[admitted] {
            gaugeValues[index] = value
            return
        }
        gaugeIndices[admitted] = gaugeValues.count
        gaugeKeys.append(admitted)
        gaugeValues.append(value)
    }

    /// The index of the counter `key`, created if it is admitted; `nil` when it is dropped (and
    /// counted as dropped).
    private mutating func counterIndex(for key: SeriesKey) -> Int? {
        if let index = counterIndices[key] { return index }
        guard let admitted = admit(key, as: .counter) else { return nil }
        if let index = counterIndices[admitted] { return index }
        counterIndices[admitted] = counterValues.count
        counterKeys.append(admitted)
        counterValues.append(0)
        return counterValues.count - 1
    }

    /// The index of the histogram `key`, created if it is admitted; `nil` when it is dropped.
    private mutating func histogramIndex(for key: SeriesKey) -> Int? {
        if let index = histogramIndices[key] { return index }
        guard let admitted = admit(key, as: .histogram) else { return nil }
        if let index = histogramIndices[admitted] { return index }
        histogramIndices[admitted] = histograms.count
        histogramKeys.append(admitted)
        histograms.append(HistogramSeries(bucketCounts: Array(repeating: 0, count: bucketBounds.count)))
        return histograms.count - 1
    }

    /// The index of the first of `bounds` at or above `nanoseconds` (binary search); the number of
    /// bounds if it exceeds them all.
    static func bucket(of nanoseconds: UInt64, in bounds: [UInt64]) -> Int {
        var low = 0
        var high = bounds.count
        while low < high {
            let middle = (low + high) / 2
            if nanoseconds <= bounds[middle] { high = middle } else { low = middle + 1 }
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
        if let overflowKey = overflowKeys[key.name] { return overflowKey }
        guard overflowSeries < seriesLimit else {
            dropped += 1
            return nil
        }
        overflowSeries += 1
        kinds[key.name] = kind
        let overflowKey = newOverflowKey(named: key.name, as: kind)
        overflowKeys[key.name] = overflowKey
        return overflowKey
    }

    /// The key of a new overflow series of `name`: dimensions `overflow="true"`, or the first of
    /// `overflow_2="true"`, `overflow_3="true"`, … that is not already a series of the name, so that
    /// a series recorded with those dimensions never takes the overflow in. No ordinary series is
    /// made after it: the first overflow series comes once the ordinary ones reach their limit.
    private func newOverflowKey(named name: String, as kind: Kind) -> SeriesKey {
        var label = "overflow"
        var suffix = 1
        while true {
            let key = SeriesKey(name: name, dimensions: [label: "true"])
            let taken =
                switch kind {
                case .counter: counterIndices[key] != nil
                case .histogram: histogramIndices[key] != nil
                case .gauge: gaugeIndices[key] != nil
                }
            if !taken { return key }
            suffix += 1
            label = "overflow_\(suffix)"
        }
    }

    // MARK: Recording through handles

    /// The keys of one call series' counter and durations per outcome, in ``OutcomeLabel``'s order.
    struct CallKeys {
        let series: CallSeries
        let calls: [SeriesKey]
        let durations: [SeriesKey]

        init(_ series: CallSeries) {
            self.series = series
            let labels = OutcomeLabel.allCases.map { HashedDimensions(sorted: series.outcomeLabels($0)) }
            calls = labels.map { SeriesKey(name: series.calls, dimensions: $0) }
            durations = labels.map { SeriesKey(name: series.durations, dimensions: $0) }
        }
    }

    /// How many series a call slot resolves: a counter and durations per outcome.
    private static let seriesPerCallSlot = 2 * OutcomeLabel.allCases.count

    /// The slot of `series`, shared by every handle of the same series; `nil` when there are as
    /// many slots as series can be kept, so that handles made without end take no memory.
    mutating func callSlot(for keys: CallKeys) -> Int? {
        if let slot = callSlotIndices[keys.series] { return slot }
        guard callSlotKeys.count < 2 * seriesLimit else { return nil }
        callSlotIndices[keys.series] = callSlotKeys.count
        callSlotKeys.append(keys)
        callSlotSeries.append(contentsOf: repeatElement(-1, count: Self.seriesPerCallSlot))
        callSlotErrors.append([:])
        return callSlotKeys.count - 1
    }

    /// The slot of the counter `key`; `nil` when there are as many slots as series can be kept.
    mutating func counterSlot(for key: SeriesKey) -> Int? {
        if let slot = counterSlotIndices[key] { return slot }
        guard counterSlotKeys.count < 2 * seriesLimit else { return nil }
        counterSlotIndices[key] = counterSlotKeys.count
        counterSlotKeys.append(key)
        counterSlotSeries.append(-1)
        return counterSlotKeys.count - 1
    }

    /// Counts and times one call of the series in `slot` that ended with `outcome`, `nanoseconds`
    /// long, in the Prometheus `bucket`; a call that threw `error` is also counted by the error's type.
    mutating func recordCall(
        inSlot slot: Int, outcome: OutcomeLabel, nanoseconds: UInt64, bucket: Int, error: (any Error)?
    ) {
        let first = Self.seriesPerCallSlot * slot + 2 * outcome.rawValue
        var calls = callSlotSeries[first]
        var durations = callSlotSeries[first + 1]
        if calls < 0 || durations < 0 {
            let keys = callSlotKeys[slot]
            // An unresolved series was dropped, and counted as dropped, by `admit`.
            calls = calls < 0 ? counterIndex(for: keys.calls[outcome.rawValue]) ?? -1 : calls
            durations = durations < 0 ? histogramIndex(for: keys.durations[outcome.rawValue]) ?? -1 : durations
            callSlotSeries[first] = calls
            callSlotSeries[first + 1] = durations
        }
        if calls >= 0 { counterValues[calls].add(1) }
        if durations >= 0 { histograms[durations].record(nanoseconds: nanoseconds, inBucket: bucket) }
        if let error { countError(error, inSlot: slot) }
    }

    /// Adds `amount` to the counter in `slot`.
    mutating func increment(slot: Int, by amount: Int) {
        guard amount >= 0 else {
            dropped += 1
            return
        }
        var index = counterSlotSeries[slot]
        if index < 0 {
            index = counterIndex(for: counterSlotKeys[slot]) ?? -1
            counterSlotSeries[slot] = index
        }
        if index >= 0 { counterValues[index].add(amount) }
    }

    private mutating func countError(_ error: any Error, inSlot slot: Int) {
        let type = ObjectIdentifier(Swift.type(of: error))
        if let index = callSlotErrors[slot][type] {
            counterValues[index].add(1)
            return
        }
        let series = callSlotKeys[slot].series
        let key = SeriesKey(name: series.errors, dimensions: series.errorLabels(errorType: errorTypeName(error)))
        guard let index = counterIndex(for: key) else { return }
        callSlotErrors[slot][type] = index
        counterValues[index].add(1)
    }

    // MARK: Reading

    func snapshot() -> MetricsSnapshot {
        let counterSnapshots = zip(counterKeys, counterValues).map { key, value in
            CounterSnapshot(name: key.name, dimensions: key.dimensions, value: value)
        }
        let histogramSnapshots = zip(histogramKeys, histograms).map { key, series in
            var cumulative = 0
            let buckets = zip(bucketBounds, series.bucketCounts).map { bound, count in
                cumulative += count
                return HistogramSnapshot.Bucket(upperBound: bound, cumulativeCount: cumulative)
            }
            return HistogramSnapshot(
                name: key.name, dimensions: key.dimensions, histogram: series.histogram, buckets: buckets)
        }
        let gaugeSnapshots = zip(gaugeKeys, gaugeValues).map { key, value in
            GaugeSnapshot(name: key.name, dimensions: key.dimensions, value: value)
        }
        return MetricsSnapshot(
            counters: counterSnapshots.sorted { Self.precedes(($0.name, $0.dimensions), ($1.name, $1.dimensions)) },
            histograms: histogramSnapshots.sorted { Self.precedes(($0.name, $0.dimensions), ($1.name, $1.dimensions)) },
            gauges: gaugeSnapshots.sorted { Self.precedes(($0.name, $0.dimensions), ($1.name, $1.dimensions)) },
            droppedMeasurements: dropped
        )
    }

    private static func precedes(_ lhs: (String, Dimensions), _ rhs: (String, Dimensions)) -> Bool {
        lhs.0 != rhs.0 ? lhs.0 < rhs.0 : Dimensions.precedes(lhs.1, rhs.1)
    }
}

extension MetricsStorage.HistogramSeries {
    mutating func record(nanoseconds: UInt64, inBucket bucket: Int) {
        histogram.record(nanoseconds: nanoseconds)
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
