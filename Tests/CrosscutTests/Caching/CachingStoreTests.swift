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
        _ key: String = "sleep",
        ttl: Duration? = nil,
        value: Int = 0
    ) -> CacheLookup<Int> {
        store.catalog().value(forKey: key, ttl: ttl) { value }
    }

    @Test func theDefaultsAreAThousandEntriesForFiveMinutes() {
        let store = InMemoryCacheStore()
        #expect(store.capacity == 1_000)
        #expect(store.defaultTTL == .seconds(300))
    }

    @Test func aStoredValueIsServedUntilTheDefaultTTLPasses() {
        let store = store(defaultTTL: .seconds(10))
        #expect(lookup(store, value: 1) == CacheLookup(value: 1, result: .miss))
        clock.advance(by: .seconds(10) - .nanoseconds(1))
        #expect(lookup(store, value: 2) == CacheLookup(value: 1, result: .hit))
        clock.advance(by: .nanoseconds(1))
        #expect(lookup(store, value: 3) == CacheLookup(value: 3, result: .miss))
        #expect(store.statistics.expirations == 1)
    }

    /// The default clock, the system's (read coarsely on Linux): an entry is fresh at once and
    /// expired once its time to live and the clock's resolution (at most 10 ms) have passed.
    @Test func onTheSystemClockAnEntryExpiresAfterItsTTL() async throws {
        let store = InMemoryCacheStore(capacity: 10, defaultTTL: .milliseconds(250))
        #expect(lookup(store, value: 1).result == .miss)
        #expect(lookup(store, value: 2) == CacheLookup(value: 1, result: .hit))
        try await Task.sleep(for: .milliseconds(300))
        #expect(lookup(store, value: 3) == CacheLookup(value: 3, result: .miss))
    }

    @Test func aLookupsTTLOverridesTheDefault() {
        let store = store(defaultTTL: .seconds(10))
        _ = lookup(store, ttl: .seconds(2), value: 1)
        clock.advance(by: .seconds(1))
        #expect(lookup(store, ttl: .seconds(2), value: 2).result == .hit)
        clock.advance(by: .seconds(1))
        #expect(lookup(store, ttl: .seconds(2), value: 3) == CacheLookup(value: 3, result: .miss))
    }

    @Test func aTTLOfZeroStoresNothing() {
        let store = store()
        _ = lookup(store, ttl: .zero, value: 1)
        #expect(store.count == 0)
        #expect(lookup(store, ttl: .zero, value: 2) == CacheLookup(value: 2, result: .miss))
    }

    @Test func aTTLBeyondWhatNanosecondsHoldLastsForever() {
        let store = store()
        _ = lookup(store, ttl: .seconds(Int64.max), value: 1)
        clock.advance(by: .seconds(86_400 * 365 * 100))
        #expect(lookup(store, value: 2) == CacheLookup(value: 1, result: .hit))
    }

    /// CLOCK: a hit sets the entry's referenced bit; the hand spares a referenced entry once (and
    /// clears its bit) and evicts the first unreferenced one.
    @Test func anEntryUsedSinceTheHandPassedIsSparedAndAnUnusedOneEvicted() {
        let store = store(capacity: 3)
        for key in ["a", "b", "c"] { _ = lookup(store, key) }
        #expect(lookup(store, "a").result == .hit)
        _ = lookup(store, "d")
        #expect(!store.catalog().contains("b"))
        #expect(store.statistics.evictions == 1)
        #expect(lookup(store, "b").result == .miss)  // evicts c, the oldest entry not used since
        #expect(["a", "d", "b"].allSatisfy { store.catalog().contains($0) })
        #expect(!store.catalog().contains("c"))
    }

    @Test func anEntryHitOnEveryTurnOfTheHandIsNeverEvicted() {
        let store = store(capacity: 4)
        _ = lookup(store, "hot")
        for index in 0..<100 {
            #expect(lookup(store, "hot").result == .hit)
            _ = lookup(store, "cold \(index)")
        }
        #expect(store.statistics.evictions == 100 - 3)
    }

    @Test func containsChangesNeitherRecencyNorStatistics() {
        let store = store(capacity: 2)
        _ = lookup(store, "a")
        _ = lookup(store, "b")
        let before = store.statistics
        #expect(store.catalog().contains("a"))
        #expect(store.statistics == before)
        _ = lookup(store, "c")
        #expect(!store.catalog().contains("a"))
        #expect(store.catalog().contains("b"))
    }

    @Test func theStoreNeverHoldsMoreThanItsCapacity() {
        let store = store(capacity: 10)
        for index in 0..<100 {
            _ = lookup(store, "m \(index)", value: index)
            #expect(store.count == min(index + 1, 10))
        }
        #expect(store.statistics.evictions == 90)
        for index in 90..<100 {
            #expect(lookup(store, "m \(index)") == CacheLookup(value: index, result: .hit))
        }
    }

    @Test func theCapacityBoundsEveryMemberTogether() {
        let store = store(capacity: 10)
        for index in 0..<30 {
            let member = store.catalog("member \(index % 3)()")
            _ = member.value(forKey: "\(index)", ttl: nil) { index }
        }
        #expect(store.count == 10)
        #expect(store.statistics.evictions == 20)
    }

    @Test func aZeroCapacityStoreStoresNothing() {
        let store = store(capacity: 0)
        _ = lookup(store, value: 1)
        #expect(store.count == 0)
        #expect(lookup(store, value: 2) == CacheLookup(value: 2, result: .miss))
        #expect(store.statistics.evictions == 0)
    }

    @Test func anExpiredEntryTheHandReachesIsEvictedAndCountsAsExpired() {
        let store = store(capacity: 2)
        _ = lookup(store, "young", ttl: .seconds(100))
        _ = lookup(store, "old", ttl: .seconds(1))
        _ = lookup(store, "young")  // referenced: the hand would spare it anyway
        clock.advance(by: .seconds(5))
        _ = lookup(store, "new")
        #expect(store.statistics.expirations == 1)
        #expect(store.statistics.evictions == 0)
        #expect(store.catalog().contains("new"))
        #expect(store.catalog().contains("young"))
    }

    @Test func anExpiredEntryIsEvictedEvenWhenItWasUsed() {
        let store = store(capacity: 2)
        _ = lookup(store, "old", ttl: .seconds(1))
        _ = lookup(store, "old")
        _ = lookup(store, "young", ttl: .seconds(100))
        clock.advance(by: .seconds(5))
        _ = lookup(store, "new")
        #expect(store.statistics.expirations == 1)
        #expect(store.catalog().contains("young"))
    }

    @Test func removeExpiredDropsOnlyExpiredEntries() {
        let store = store()
        _ = lookup(store, "short", ttl: .seconds(1))
        _ = lookup(store, "long", ttl: .seconds(60))
        clock.advance(by: .seconds(30))
        store.removeExpired()
        #expect(store.count == 1)
        #expect(store.catalog().contains("long"))
        #expect(store.statistics.expirations == 1)
    }

    @Test func statisticsCountHitsMissesAndTheRatio() {
        let store = store()
        #expect(store.statistics.hitRatio == 0)
        for _ in 0..<3 { _ = lookup(store, "a") }
        _ = lookup(store, "b")
        let statistics = store.statistics
        #expect(statistics == CacheStatistics(hits: 2, misses: 2))
        #expect(statistics.requests == 4)
        #expect(statistics.hitRatio == 0.5)
    }

    @Test func partitionsOfOneMemberWithDifferentValueTypesNeverShareAnEntry() {
        let store = store()
        _ = lookup(store, value: 1)
        let texts = store.partition(
            service: ServiceName("Catalog", fileID: #fileID), member: "sessions(for:)", keyType: String.self,
            valueType: String.self)
        #expect(texts.value(forKey: "sleep", ttl: nil) { "one" } == CacheLookup(value: "one", result: .miss))
        #expect(texts.value(forKey: "sleep", ttl: nil) { "two" } == CacheLookup(value: "one", result: .hit))
        #expect(lookup(store, value: 2) == CacheLookup(value: 1, result: .hit))
    }

    @Test func equalKeysOfDifferentTypesNeverShareAnEntry() {
        let store = store()
        func lookup<Key: Hashable & Sendable>(_ key: Key, value: Int) -> CacheLookup<Int> {
            store.partition(
                service: ServiceName("Catalog", fileID: #fileID), member: "load(_:)", keyType: Key.self,
                valueType: Int.self
            )
            .value(forKey: key, ttl: nil) { value }
        }
        #expect(lookup(1, value: 1).result == .miss)
        #expect(lookup(UInt8(1), value: 2).result == .miss)
        #expect(lookup(Optional(1), value: 3).result == .miss)
        #expect(lookup(1.0, value: 4).result == .miss)
        #expect(lookup(UInt8(1), value: 0) == CacheLookup(value: 2, result: .hit))
        #expect(store.count == 4)
    }

    @Test func keysDifferByServiceMemberAndArguments() {
        let store = store()
        let sessions = store.partition(
            service: ServiceName("Catalog", fileID: #fileID), member: "sessions(for:)", keyType: [String].self,
            valueType: Int.self)
        let other = store.partition(
            service: ServiceName("Catalog", fileID: #fileID), member: "other(for:)", keyType: [String].self,
            valueType: Int.self)
        let elsewhere = store.partition(
            service: ServiceName("Other", fileID: #fileID), member: "sessions(for:)", keyType: [String].self,
            valueType: Int.self)
        _ = sessions.value(forKey: ["sleep", "3"], ttl: nil) { 1 }
        #expect(sessions.value(forKey: ["sleep", "3"], ttl: nil) { 0 }.result == .hit)
        #expect(sessions.value(forKey: ["sleep", "4"], ttl: nil) { 0 }.result == .miss)
        #expect(other.value(forKey: ["sleep", "3"], ttl: nil) { 0 }.result == .miss)
        #expect(elsewhere.value(forKey: ["sleep", "3"], ttl: nil) { 0 }.result == .miss)
    }

    @Test func syncErrorsAreNotCachedAndKeepTheirType() {
        let store = store()
        let calls = CallCounter()
        func failing() throws(CachingTestError) -> Int {
            try store.catalog().value(forKey: "sleep", ttl: nil) { () throws(CachingTestError) -> Int in
                throw .unavailable(calls.next())
            }.value
        }
        #expect(throws: CachingTestError.unavailable(1)) { try failing() }
        #expect(throws: CachingTestError.unavailable(2)) { try failing() }
        #expect(store.count == 0)
        #expect(lookup(store, value: 7) == CacheLookup(value: 7, result: .miss))
    }
}
