import Crosscut
import CrosscutTesting
import Testing

@Suite struct CachingStoreTests {
    let clock = ManualClock()

    private func store(capacity: Int = 100, defaultTTL: Duration = .seconds(10)) -> InMemoryCacheStore {
        InMemoryCacheStore(capacity: capacity, defaultTTL: defaultTTL, clock: clock)
    }

    private func lookup(
        _ store: InMemoryCacheStore,
        _ key: CacheKey,
        ttl: Duration? = nil,
        value: Int = 0
    ) -> CacheLookup<Int> {
        store.value(forKey: key, ttl: ttl) { value }
    }

    @Test func theDefaultsAreAThousandEntriesForFiveMinutes() {
        let store = InMemoryCacheStore()
        #expect(store.capacity == 1_000)
        #expect(store.defaultTTL == .seconds(300))
    }

    @Test func aStoredValueIsServedUntilTheDefaultTTLPasses() {
        let store = store(defaultTTL: .seconds(10))
        #expect(lookup(store, catalogKey(), value: 1) == CacheLookup(value: 1, result: .miss))
        clock.advance(by: .seconds(10) - .nanoseconds(1))
        #expect(lookup(store, catalogKey(), value: 2) == CacheLookup(value: 1, result: .hit))
        clock.advance(by: .nanoseconds(1))
        #expect(lookup(store, catalogKey(), value: 3) == CacheLookup(value: 3, result: .miss))
        #expect(store.statistics.expirations == 1)
    }

    @Test func aLookupsTTLOverridesTheDefault() {
        let store = store(defaultTTL: .seconds(10))
        _ = lookup(store, catalogKey(), ttl: .seconds(2), value: 1)
        clock.advance(by: .seconds(1))
        #expect(lookup(store, catalogKey(), ttl: .seconds(2), value: 2).result == .hit)
        clock.advance(by: .seconds(1))
        #expect(lookup(store, catalogKey(), ttl: .seconds(2), value: 3) == CacheLookup(value: 3, result: .miss))
    }

    @Test func aTTLOfZeroStoresNothing() {
        let store = store()
        _ = lookup(store, catalogKey(), ttl: .zero, value: 1)
        #expect(store.count == 0)
        #expect(lookup(store, catalogKey(), ttl: .zero, value: 2) == CacheLookup(value: 2, result: .miss))
    }

    @Test func theLeastRecentlyUsedEntryIsEvictedFirst() {
        let store = store(capacity: 3)
        let (a, b, c, d) = (catalogKey("a"), catalogKey("b"), catalogKey("c"), catalogKey("d"))
        for key in [a, b, c] { _ = lookup(store, key) }
        #expect(lookup(store, a).result == .hit)
        _ = lookup(store, d)
        #expect(store.keysByRecency == [d, a, c])
        #expect(!store.contains(b))
        #expect(store.statistics.evictions == 1)
        #expect(lookup(store, b).result == .miss)
        #expect(store.keysByRecency == [b, d, a])
    }

    @Test func containsChangesNeitherRecencyNorStatistics() {
        let store = store(capacity: 2)
        let (a, b, c) = (catalogKey("a"), catalogKey("b"), catalogKey("c"))
        _ = lookup(store, a)
        _ = lookup(store, b)
        let before = store.statistics
        #expect(store.contains(a))
        #expect(store.statistics == before)
        _ = lookup(store, c)
        #expect(!store.contains(a))
        #expect(store.contains(b))
    }

    @Test func theStoreNeverHoldsMoreThanItsCapacity() {
        let store = store(capacity: 10)
        for index in 0..<100 {
            _ = lookup(store, catalogKey("m", "\(index)"), value: index)
            #expect(store.count == min(index + 1, 10))
        }
        #expect(store.statistics.evictions == 90)
        for index in 90..<100 {
            #expect(lookup(store, catalogKey("m", "\(index)")) == CacheLookup(value: index, result: .hit))
        }
    }

    @Test func aZeroCapacityStoreStoresNothing() {
        let store = store(capacity: 0)
        _ = lookup(store, catalogKey(), value: 1)
        #expect(store.count == 0)
        #expect(lookup(store, catalogKey(), value: 2) == CacheLookup(value: 2, result: .miss))
        #expect(store.statistics.evictions == 0)
    }

    @Test func anExpiredEntryPushedOutCountsAsExpiredNotEvicted() {
        let store = store(capacity: 2)
        _ = lookup(store, catalogKey("old"), ttl: .seconds(1))
        _ = lookup(store, catalogKey("young"), ttl: .seconds(100))
        clock.advance(by: .seconds(5))
        _ = lookup(store, catalogKey("new"))
        #expect(store.statistics.expirations == 1)
        #expect(store.statistics.evictions == 0)
        #expect(store.keysByRecency == [catalogKey("new"), catalogKey("young")])
    }

    @Test func removeExpiredDropsOnlyExpiredEntries() {
        let store = store()
        _ = lookup(store, catalogKey("short"), ttl: .seconds(1))
        _ = lookup(store, catalogKey("long"), ttl: .seconds(60))
        clock.advance(by: .seconds(30))
        store.removeExpired()
        #expect(store.keysByRecency == [catalogKey("long")])
        #expect(store.statistics.expirations == 1)
    }

    @Test func statisticsCountHitsMissesAndTheRatio() {
        let store = store()
        #expect(store.statistics.hitRatio == 0)
        for _ in 0..<3 { _ = lookup(store, catalogKey("a")) }
        _ = lookup(store, catalogKey("b"))
        let statistics = store.statistics
        #expect(statistics == CacheStatistics(hits: 2, misses: 2))
        #expect(statistics.requests == 4)
        #expect(statistics.hitRatio == 0.5)
    }

    @Test func aValueOfAnotherTypeUnderTheSameKeyIsAMissNotACrash() {
        let store = store()
        _ = lookup(store, catalogKey(), value: 1)
        let text = store.value(forKey: catalogKey(), ttl: nil) { "one" }
        #expect(text == CacheLookup(value: "one", result: .miss))
        #expect(store.value(forKey: catalogKey(), ttl: nil) { "two" } == CacheLookup(value: "one", result: .hit))
    }

    @Test func keysDifferByServiceMemberAndArguments() {
        let store = store()
        _ = lookup(store, CacheKey(service: "Catalog", member: "sessions(for:)", "sleep", 3), value: 1)
        #expect(lookup(store, CacheKey(service: "Catalog", member: "sessions(for:)", "sleep", 3)).result == .hit)
        #expect(lookup(store, CacheKey(service: "Catalog", member: "sessions(for:)", "sleep", 4)).result == .miss)
        #expect(lookup(store, CacheKey(service: "Catalog", member: "other(for:)", "sleep", 3)).result == .miss)
        #expect(lookup(store, CacheKey(service: "Other", member: "sessions(for:)", "sleep", 3)).result == .miss)
    }

    @Test func syncErrorsAreNotCachedAndKeepTheirType() {
        let store = store()
        let calls = CallCounter()
        func failing() throws(CachingTestError) -> Int {
            try store.value(forKey: catalogKey(), ttl: nil) { () throws(CachingTestError) -> Int in
                throw .unavailable(calls.next())
            }.value
        }
        #expect(throws: CachingTestError.unavailable(1)) { try failing() }
        #expect(throws: CachingTestError.unavailable(2)) { try failing() }
        #expect(store.count == 0)
        #expect(lookup(store, catalogKey(), value: 7) == CacheLookup(value: 7, result: .miss))
    }
}
