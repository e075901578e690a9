import Crosscut
import CrosscutTesting
import Testing

@Suite struct CachingInvalidationTests {
    let store = InMemoryCacheStore(capacity: 100, clock: ManualClock())
    var sessions: any CachePartition<String, Int> { store.catalog() }
    var featured: any CachePartition<String, Int> { store.catalog("featured()") }
    var profile: any CachePartition<String, Int> {
        store.partition(
            service: ServiceName("Profile", fileID: #fileID), member: "name()", keyType: String.self,
            valueType: Int.self)
    }

    init() {
        for key in ["sleep", "focus"] { _ = sessions.value(forKey: key, ttl: nil) { 1 } }
        _ = featured.value(forKey: "", ttl: nil) { 1 }
        _ = profile.value(forKey: "", ttl: nil) { 1 }
    }

    /// Which of the four entries are left.
    private var remaining: Set<String> {
        var remaining: Set<String> = []
        for key in ["sleep", "focus"] where sessions.contains(key) { remaining.insert(key) }
        if featured.contains("") { remaining.insert("featured") }
        if profile.contains("") { remaining.insert("profile") }
        return remaining
    }

    @Test func invalidatingAKeyRemovesOnlyThatEntry() {
        sessions.invalidate("sleep")
        #expect(remaining == ["focus", "featured", "profile"])
        #expect(store.statistics.invalidations == 1)
        #expect(sessions.value(forKey: "sleep", ttl: nil) { 2 } == CacheLookup(value: 2, result: .miss))
    }

    @Test func invalidatingAMissingKeyCountsNothing() {
        sessions.invalidate("none")
        #expect(store.count == 4)
        #expect(store.statistics.invalidations == 0)
    }

    @Test func invalidatingAServiceRemovesEveryMemberOfIt() {
        store.invalidate(service: ServiceName("Catalog", fileID: #fileID), member: nil)
        #expect(remaining == ["profile"])
        #expect(store.statistics.invalidations == 3)
    }

    @Test func invalidatingAMemberRemovesEveryArgumentOfItAndNothingElse() {
        store.invalidate(service: ServiceName("Catalog", fileID: #fileID), member: "sessions(for:)")
        #expect(remaining == ["featured", "profile"])
        #expect(store.statistics.invalidations == 2)
    }

    @Test func invalidatingAMemberRemovesItsEntriesOfEveryKeyAndValueType() {
        let counts = store.partition(
            service: ServiceName("Catalog", fileID: #fileID), member: "sessions(for:)", keyType: Int.self,
            valueType: Int.self)
        _ = counts.value(forKey: 1, ttl: nil) { 1 }
        store.invalidate(service: ServiceName("Catalog", fileID: #fileID), member: "sessions(for:)")
        #expect(!counts.contains(1))
        #expect(remaining == ["featured", "profile"])
    }

    @Test func invalidatingAMemberOfAnotherServiceRemovesNothing() {
        store.invalidate(service: ServiceName("Profile", fileID: #fileID), member: "sessions(for:)")
        #expect(store.count == 4)
    }

    @Test func invalidatingAllRemovesEverything() {
        store.invalidateAll()
        #expect(store.count == 0)
        #expect(remaining.isEmpty)
        #expect(store.statistics.invalidations == 4)
        #expect(profile.value(forKey: "", ttl: nil) { 2 } == CacheLookup(value: 2, result: .miss))
    }

    @Test func theStoreStaysUsableAfterInvalidation() {
        store.invalidate(service: ServiceName("Catalog", fileID: #fileID), member: nil)
        let values = store.partition(
            service: ServiceName("S", fileID: #fileID), member: "m", keyType: Int.self, valueType: Int.self)
        for index in 0..<200 { _ = values.value(forKey: index, ttl: nil) { index } }
        #expect(store.count == 100)
        #expect(values.value(forKey: 199, ttl: nil) { -1 }.result == .hit)
    }
}
