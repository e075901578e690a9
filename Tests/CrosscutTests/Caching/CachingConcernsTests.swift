import Crosscut
import CrosscutTesting
import Testing

@Suite struct CachingConcernsTests {
    let fixture = TestConcerns(cacheCapacity: 10)
    let service = "Catalog"
    let member = "sessions(for:)"

    var store: InMemoryCacheStore { fixture.cache }
    var logs: InMemoryEventSink { fixture.log }
    var concerns: Concerns { fixture.concerns }

    private func requests(_ result: String) -> Int {
        fixture.metrics.snapshot().counter(
            "crosscut_cache_requests_total", ["service": service, "member": member, "result": result]) ?? 0
    }

    private var cacheEvents: [EventRecord] { logs.events.filter { $0.name == "Catalog.sessions(for:) cache" } }

    @Test func aMissIsLoggedBeforeTheComputationAndAHitAfterwards() async {
        let (logs, concerns) = (logs, concerns)
        let first = await concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) {
            () async -> [String] in
            logs.log(EventRecord(name: "remote", timestamp: FixedDateProvider().now(), level: .info))
            return ["body scan"]
        }
        let second = await concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) {
            () async -> [String] in ["other"]
        }
        #expect(first == ["body scan"])
        #expect(second == ["body scan"])
        #expect(logs.events.map(\.name) == ["Catalog.sessions(for:) cache", "remote", "Catalog.sessions(for:) cache"])
        #expect(logs.events.map { $0.data["result"] } == ["miss", nil, "hit"])
        #expect(cacheEvents.allSatisfy { $0.level == .debug && $0.data.count == 1 })
        #expect(requests("miss") == 1)
        #expect(requests("hit") == 1)
    }

    @Test func aFailureIsCountedAsAMissKeepsItsTypeAndIsNotCached() async {
        let (store, concerns, service, member) = (store, concerns, service, member)
        let calls = CallCounter()
        func sessions() async throws(CachingTestError) -> [String] {
            try await concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) {
                () async throws(CachingTestError) -> [String] in
                throw .unavailable(calls.next())
            }
        }
        await #expect(throws: CachingTestError.unavailable(1)) { try await sessions() }
        await #expect(throws: CachingTestError.unavailable(2)) { try await sessions() }
        #expect(store.count == 0)
        #expect(requests("miss") == 2)
        #expect(requests("hit") == 0)
        #expect(cacheEvents.map { $0.data["result"] } == ["miss", "miss"])
    }

    @Test func callersSharingAComputationAreEachCountedAsAMiss() async {
        let (store, concerns, service, member) = (store, concerns, service, member)
        let calls = CallCounter()
        let callers = 20
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    await concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) {
                        () async -> Int in
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

    @Test func theSyncHelperCachesLogsAndCounts() {
        let first = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 1 }
        let second = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 2 }
        #expect([first, second] == [1, 1])
        #expect(cacheEvents.map { $0.data["result"] } == ["miss", "hit"])
        #expect(requests("miss") == 1)
        #expect(requests("hit") == 1)
    }

    @Test func theSyncHelperKeepsTypedErrorsAndDoesNotCacheThem() {
        let (concerns, service, member) = (concerns, service, member)
        func featured() throws(CachingTestError) -> Int {
            try concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) {
                () throws(CachingTestError) -> Int in
                throw .unavailable(0)
            }
        }
        #expect(throws: CachingTestError.unavailable(0)) { try featured() }
        #expect(store.count == 0)
        #expect(requests("miss") == 1)
    }

    @Test func theHelperCachesEvenWhenTheCachingSwitchIsOff() {
        var concerns = concerns
        concerns.enabled = []
        _ = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 1 }
        #expect(concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 2 } == 1)
    }

    @Test func invalidatingAServiceOrAMemberRemovesItsEntriesAndLogs() {
        let other = catalogKey("featured()")
        _ = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 1 }
        _ = concerns.cached(service: service, member: "featured()", key: other, ttl: nil) { 1 }

        concerns.invalidateCache(service: service, member: member)
        #expect(store.keysByRecency == [other])
        concerns.invalidateCache(service: service)
        #expect(store.count == 0)

        let invalidations = logs.events.filter { $0.name.hasSuffix("cache invalidated") }
        #expect(invalidations.map(\.name) == ["Catalog.sessions(for:) cache invalidated", "Catalog cache invalidated"])
        #expect(invalidations.allSatisfy { $0.level == .debug })
    }

    @Test func cacheRequestsAreLoggedAndCountedOnlyWhileThoseConcernsAreOn() {
        var concerns = concerns
        concerns.enabled = [.caching]
        _ = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 1 }
        _ = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 2 }
        concerns.invalidateCache(service: service)
        #expect(logs.events.isEmpty)
        #expect(requests("miss") == 0)
        #expect(requests("hit") == 0)
    }

    @Test func nothingIsLoggedWhenDebugIsOff() {
        var concerns = concerns
        concerns.logger.minimumLevel = .info
        _ = concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) { 1 }
        concerns.invalidateCache(service: service)
        #expect(logs.events.isEmpty)
        #expect(requests("miss") == 1)
    }

    @MainActor @Test func mainActorCallersComputeOnTheMainActor() async {
        let screen = CachingTestScreen()
        let concerns = concerns
        for _ in 0..<3 {
            let loads = await concerns.cached(service: service, member: member, key: catalogKey(), ttl: nil) {
                () async -> Int in
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
