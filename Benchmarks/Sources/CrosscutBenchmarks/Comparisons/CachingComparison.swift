import Crosscut

/// A cache hit: Crosscut's generated caching decorator over `InMemoryCacheStore`, against the
/// decorator a user writes over `NSCache`, and against the floor, a dictionary behind a lock.
enum CachingComparison {
    static let crosscut = "Crosscut CachingCalculator"
    static let nsCache = "NSCache by hand"
    static let floor = "floor: locked dictionary"

    static func make() -> Comparison {
        Comparison(
            id: "caching",
            title: "Caching: a hit",
            note: "`square(_:)` is `cached(ttl: 300)`; the calls cycle through 16 arguments, so all but the "
                + "first 16 calls of a round are hits. Crosscut's decorator caches in `InMemoryCacheStore` "
                + "(bounded with CLOCK eviction, time to live, statistics; logging and metrics off); `NSCache` boxes the argument and "
                + "the result in `NSNumber`s and has no time to live; the floor is a `[Int: Int]` behind a "
                + "`Mutex`. Targets: \(crosscut) ≤ 3× the \(floor), no allocation.",
            variants: [
                variant(crosscut) { CachingCalculator($0, concerns: Fixtures.concerns(enabled: [.caching])) },
                variant(VariantNames.decorated) { $0.decorated(with: Fixtures.concerns(enabled: [.caching])) },
                variant(nsCache) { NSCacheCalculator($0) },
                variant(floor) { LockedDictionaryCalculator($0) },
            ],
            references: [nsCache, floor],
            targets: [.ratio(crosscut, atMost: 3, of: floor), .noAllocation(crosscut)]
        )
    }

    /// `square(_:)` through the cache `decorate` puts around a service of its own, which counts the
    /// squares it computes: the misses.
    private static func variant<Cached: Calculator>(
        _ name: String, _ decorate: (CountingArithmetic) -> Cached
    ) -> Variant {
        let base = CountingArithmetic()
        return Variant(name, tally: Tally { base.computedSquares }, run: Workload.squaring(decorate(base)))
    }
}
