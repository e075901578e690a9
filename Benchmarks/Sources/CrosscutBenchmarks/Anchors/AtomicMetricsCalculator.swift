import Atomics

/// The floor of counting and timing a call: the clock read twice, then two atomic adds (the call
/// count and the sum of durations) and one more to the duration's histogram bucket. No labels, no
/// lock: nothing a metrics library could do with less.
///
/// Only `combine(_:with:)` is measured; the other members forward (`ForwardingCalculator`).
struct AtomicMetricsCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee
    let combineSeries: AtomicDurationSeries
    private let clock = ContinuousClock()

    init(_ decoratee: Decoratee, series: AtomicDurationSeries) {
        self.decoratee = decoratee
        combineSeries = series
    }

    func combine(_ value: Int, with other: Int) -> Int {
        let start = clock.now
        let result = decoratee.combine(value, with: other)
        combineSeries.record(start.duration(to: clock.now))
        return result
    }
}

/// A call count, a duration sum and one count per histogram bucket, each an atomic integer.
final class AtomicDurationSeries: Sendable {
    private let bounds: [Int64]
    private let buckets: [ManagedAtomic<Int>]
    private let count = ManagedAtomic(0)
    private let sumNanoseconds = ManagedAtomic<Int64>(0)

    /// A series with these upper bounds, increasing; one more bucket holds what is above them.
    init(bounds: [Duration]) {
        self.bounds = bounds.map(Self.nanoseconds)
        buckets = (0...bounds.count).map { _ in ManagedAtomic(0) }
    }

    /// The calls recorded so far.
    var calls: Int { count.load(ordering: .relaxed) }

    func record(_ duration: Duration) {
        let nanoseconds = Self.nanoseconds(duration)
        count.wrappingIncrement(ordering: .relaxed)
        sumNanoseconds.wrappingIncrement(by: nanoseconds, ordering: .relaxed)
        let bucket = bounds.firstIndex { nanoseconds <= $0 } ?? bounds.count
        buckets[bucket].wrappingIncrement(ordering: .relaxed)
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }
}
