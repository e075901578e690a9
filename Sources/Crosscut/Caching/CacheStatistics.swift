/// A snapshot of an ``InMemoryCacheStore``'s counters since it was created.
///
/// ```swift
/// let statistics = store.statistics
/// print("hit ratio \(statistics.hitRatio), evictions \(statistics.evictions)")
/// ```
public struct CacheStatistics: Sendable, Hashable {
    /// Lookups served from an unexpired stored value.
    public var hits: Int
    /// Lookups that found no unexpired value, ``coalescedMisses`` included.
    public var misses: Int
    /// Misses that waited for another caller's computation instead of computing (single-flight). A
    /// waiter that computes after all (in a cancelled caller's place, or for itself once cancelled)
    /// is not one, so `misses - coalescedMisses` is the number of computations.
    public var coalescedMisses: Int
    /// Unexpired entries removed to keep the store within its capacity.
    public var evictions: Int
    /// Entries removed because their time to live had passed.
    public var expirations: Int
    /// Entries removed by an explicit invalidation.
    public var invalidations: Int

    /// Creates a snapshot; every counter defaults to zero.
    public init(
        hits: Int = 0,
        misses: Int = 0,
        coalescedMisses: Int = 0,
        evictions: Int = 0,
        expirations: Int = 0,
        invalidations: Int = 0
    ) {
        self.hits = hits
        self.misses = misses
        self.coalescedMisses = coalescedMisses
        self.evictions = evictions
        self.expirations = expirations
        self.invalidations = invalidations
    }

    /// Every lookup: hits plus misses.
    public var requests: Int { hits + misses }

    /// The share of lookups served from the store, from 0 to 1; 0 before the first lookup.
    public var hitRatio: Double { requests == 0 ? 0 : Double(hits) / Double(requests) }
}
