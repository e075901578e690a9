import Crosscut
import CrosscutTesting
import Testing

/// `Concerns.memberCache`: the cache a decorator resolves per member, and how it logs and counts.
@Suite struct CachingConcernsTests {
    let fixture = TestConcerns(cacheCapacity: 10)
    let service = "Catalog"
    let member = "sessions(for:)"

    var store: InMemoryCacheStore { fixture.cache }
    var logs: InMemoryEventSink { fixture.log }
    var concerns: Concerns { fixture.concerns }

    /// The member's cache, resolved from `concerns` as a decorator's initializer does.
    private func sessions<Value: Sendable>(
        _ concerns: Concerns? = nil, ttl: Duration? = nil
    ) -> MemberCache<String, Value> {
        (concerns ?? self.concerns).memberCache(service: service, member: member, ttl: ttl)
    }

    private func requests(_ result: String) -> Int {
        fixture.metrics.snapshot().counter(
            "crosscut_cache_requests_total",
            ["module": "CrosscutTests", "service": service, "member": member, "result": result]) ?? 0
    }

    private var cacheEvents: [EventRecord] { logs.events.filter { $0.name == "Catalog.sessions(for:) cache" } }

    @Test func aMissIsLoggedBeforeTheComputationAndAHitAfterwards() async {
        let logs = logs
        let cache: MemberCache<String, [String]> = sessions()
        let first = await cache.value(for: "sleep") { () async -> [String] in
            logs.log(EventRecord(name: "remote", timestamp: FixedDateProvider().now(), level: .info))
            return ["body scan"]
        }
        let second = await cache.value(for: "sleep") { () async -> [String] in ["other"] }
        #expect(first == ["body scan"])
        #expect(second == ["body scan"])
        #expect(logs.events.map(\.name) == ["Catalog.sessions(for:) cache", "remote", "Catalog.sessions(for:) cache"])
        #expect(logs.events.map { $0.data["result"] } == ["miss", nil, "hit"])
        #expect(cacheEvents.allSatisfy { $0.level == .debug && $0.data.count == 1 })
        #expect(requests("miss") == 1)
        #expect(requests("hit") == 1)
    }

    @Test func aFailureIsCountedAsAMissKeepsItsTypeAndIsNotCached() async {
        let calls = CallCounter()
        let cache: MemberCache<String, [String]> = sessions()
        func load() async throws(CachingTestError) -> [String] {
            try await cache.value(for: "sleep") { () async throws(CachingTestError) -> [String] in
                throw .unavailable(calls.next())
            }
        }
        await #expect(throws: CachingTestError.unavailable(1)) { try await load() }
        await #expect(throws: CachingTestError.unavailable(2)) { try await load() }
        #expect(store.count == 0)
        #expect(requests("miss") == 2)
        #expect(requests("hit") == 0)
        #expect(cacheEvents.map { $0.data["result"] } == ["miss", "miss"])
    }

    @Test func callersSharingAComputationAreEachCountedAsAMiss() async {
        let store = store
        let calls = CallCounter()
        let callers = 20
        let cache: MemberCache<String, Int> = sessions()
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    await cache.value(for: "sleep") { () async -> Int in
                        calls.next()
                        _ = await eventually {
                            store.statistics.coalescedMisses == callers - 1 || calls.value > 1
                        }
                        return 3
                    }
                }
            }
        }
        #expect(calls.value == 1)
        #expect(requests("miss") == callers)
        #expect(cacheEvents.count == callers)
    }

    @Test func theSyncFormCachesLogsAndCounts() {
        let cache: MemberCache<String, Int> = sessions()
        let first = cache.value(for: "sleep") { 1 }
        let second = cache.value(for: "sleep") { 2 }
        #expect([first, second] == [1, 1])
        #expect(cacheEvents.map { $0.data["result"] } == ["miss", "hit"])
        #expect(requests("miss") == 1)
        #expect(requests("hit") == 1)
    }

    @Test func theSyncFormKeepsTypedErrorsAndDoesNotCacheThem() {
        let cache: MemberCache<String, Int> = sessions()
        func featured() throws(CachingTestError) -> Int {
            try cache.value(for: "sleep") { () throws(CachingTestError) -> Int in throw .unavailable(0) }
        }
        #expect(throws: CachingTestError.unavailable(0)) { try featured() }
        #expect(store.count == 0)
        #expect(requests("miss") == 1)
    }

    @Test func theMemberCacheCachesEvenWhenTheCachingSwitchIsOff() {
        var concerns = concerns
        concerns.enabled = []
        let cache: MemberCache<String, Int> = sessions(concerns)
        _ = cache.value(for: "sleep") { 1 }
        #expect(cache.value(for: "sleep") { 2 } == 1)
    }

    @Test func theMemberCachesTimeToLiveOverridesTheStoresDefault() {
        let cache: MemberCache<String, Int> = sessions(ttl: .seconds(2))
        _ = cache.value(for: "sleep") { 1 }
        fixture.clock.advance(by: .seconds(2))
        #expect(cache.value(for: "sleep") { 2 } == 2)
    }

    @Test func everyMemberCacheOfAMemberSharesItsEntries() {
        let first: MemberCache<String, Int> = sessions()
        let second: MemberCache<String, Int> = sessions()
        _ = first.value(for: "sleep") { 1 }
        #expect(second.value(for: "sleep") { 2 } == 1)
    }

    @Test func invalidatingAKeyOfAMemberCacheTheSameForEveryCallerRemovesOnlyThatEntry() {
        let cache: MemberCache<String, Int> = concerns.memberCache(
            service: service, member: member, sameForEveryCaller: true)
        _ = cache.value(for: "sleep") { 1 }
        _ = cache.value(for: "focus") { 1 }
        cache.invalidate("sleep")
        #expect(cache.value(for: "sleep") { 2 } == 2)
        #expect(cache.value(for: "focus") { 2 } == 1)
    }

    /// A key's results kept per caller are one entry per caller who asked: invalidating the key
    /// removes every one of them, and so every result of the member.
    @Test func invalidatingAKeyOfAMemberCachePerCallerRemovesEveryCallersResult() {
        let cache: MemberCache<String, Int> = sessions()
        let (ana, bob) = (Caller(id: "ana"), Caller(id: "bob"))
        _ = Caller.with(ana) { cache.value(for: "sleep") { 1 } }
        _ = Caller.with(bob) { cache.value(for: "sleep") { 1 } }
        Caller.with(ana) { cache.invalidate("sleep") }
        #expect(Caller.with(bob) { cache.value(for: "sleep") { 2 } } == 2)
        #expect(Caller.with(ana) { cache.value(for: "sleep") { 2 } } == 2)
    }

    @Test func invalidatingAServiceOrAMemberRemovesItsEntriesAndLogs() {
        let cache: MemberCache<String, Int> = sessions()
        let featured: MemberCache<String, Int> = concerns.memberCache(service: service, member: "featured()")
        _ = cache.value(for: "sleep") { 1 }
        _ = featured.value(for: "") { 1 }

        concerns.invalidateCache(service: service, member: member)
        #expect(store.count == 1)
        #expect(featured.value(for: "") { 2 } == 1)
        concerns.invalidateCache(service: service)
        #expect(store.count == 0)

        let invalidations = logs.events.filter { $0.name.hasSuffix("cache invalidated") }
        #expect(invalidations.map(\.name) == ["Catalog.sessions(for:) cache invalidated", "Catalog cache invalidated"])
        #expect(invalidations.allSatisfy { $0.level == .debug })
    }

    @Test func cacheRequestsAreLoggedAndCountedOnlyWhileThoseConcernsAreOn() {
        var concerns = concerns
        concerns.enabled = [.caching]
        let cache: MemberCache<String, Int> = sessions(concerns)
        _ = cache.value(for: "sleep") { 1 }
        _ = cache.value(for: "sleep") { 2 }
        concerns.invalidateCache(service: service)
        #expect(logs.events.isEmpty)
        #expect(requests("miss") == 0)
        #expect(requests("hit") == 0)
    }

    @Test func nothingIsLoggedWhenDebugIsOff() {
        var concerns = concerns
        concerns.logger.minimumLevel = .info
        let cache: MemberCache<String, Int> = sessions(concerns)
        _ = cache.value(for: "sleep") { 1 }
        _ = cache.value(for: "sleep") { 1 }
        concerns.invalidateCache(service: service)
        #expect(logs.events.isEmpty)
        #expect(requests("miss") == 1)
        #expect(requests("hit") == 1)
    }

    @MainActor @Test func mainActorCallersComputeOnTheMainActor() async {
        let screen = CachingTestScreen()
        let cache: MemberCache<String, Int> = sessions()
        for _ in 0..<3 {
            let loads = await cache.value(for: "sleep") { () async -> Int in
                MainActor.assertIsolated()
                screen.loads += 1
                return screen.loads
            }
            #expect(loads == 1)
        }
        #expect(screen.loads == 1)
    }
}

/// Main-actor state that a computation mutates without hopping.
@MainActor private final class CachingTestScreen {
    var loads = 0
}
