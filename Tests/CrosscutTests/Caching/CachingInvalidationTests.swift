import Crosscut
import CrosscutTesting
import Testing

@Suite struct CachingInvalidationTests {
    let store = InMemoryCacheStore(capacity: 100, clock: ManualClock())
    let sleep = CacheKey(service: "Catalog", member: "sessions(for:)", "sleep")
    let focus = CacheKey(service: "Catalog", member: "sessions(for:)", "focus")
    let featured = CacheKey(service: "Catalog", member: "featured()")
    let profile = CacheKey(service: "Profile", member: "name()")

    init() {
        for key in [sleep, focus, featured, profile] { _ = store.value(forKey: key, ttl: nil) { 1 } }
    }

    private var remaining: Set<CacheKey> { Set(store.keysByRecency) }

    @Test func invalidatingAKeyRemovesOnlyThatEntry() {
        store.invalidate(sleep)
        #expect(remaining == [focus, featured, profile])
        #expect(store.statistics.invalidations == 1)
        #expect(store.value(forKey: sleep, ttl: nil) { 2 } == CacheLookup(value: 2, result: .miss))
    }

    @Test func invalidatingAMissingKeyCountsNothing() {
        store.invalidate(CacheKey(service: "Catalog", member: "none()"))
        #expect(store.count == 4)
        #expect(store.statistics.invalidations == 0)
    }

    @Test func invalidatingAServiceRemovesEveryMemberOfIt() {
        store.invalidate(service: "Catalog", member: nil)
        #expect(remaining == [profile])
        #expect(store.statistics.invalidations == 3)
    }

    @Test func invalidatingAMemberRemovesEveryArgumentOfItAndNothingElse() {
        store.invalidate(service: "Catalog", member: "sessions(for:)")
        #expect(remaining == [featured, profile])
        #expect(store.statistics.invalidations == 2)
    }

    @Test func invalidatingAMemberOfAnotherServiceRemovesNothing() {
        store.invalidate(service: "Profile", member: "sessions(for:)")
        #expect(store.count == 4)
    }

    @Test func invalidatingAllRemovesEverything() {
        store.invalidateAll()
        #expect(store.count == 0)
        #expect(store.keysByRecency.isEmpty)
        #expect(store.statistics.invalidations == 4)
        #expect(store.value(forKey: profile, ttl: nil) { 2 } == CacheLookup(value: 2, result: .miss))
    }

    @Test func theStoreStaysUsableAfterInvalidation() {
        store.invalidate(service: "Catalog", member: nil)
        for index in 0..<200 { _ = store.value(forKey: CacheKey(service: "S", member: "m", index), ttl: nil) { index } }
        #expect(store.count == 100)
        #expect(store.value(forKey: CacheKey(service: "S", member: "m", 199), ttl: nil) { -1 }.result == .hit)
    }
}
