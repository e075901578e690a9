import Crosscut
import CrosscutTesting
import Testing

/// What a shared member does when other instances race it: an invalidation that overtakes a
/// computation, a computation claimed by another instance, a claim that never ends, a store that
/// hangs on the claim.
@Suite struct SharedCacheRaceTests {
    let catalog = ServiceName("Catalog", module: "CrosscutTests")

    @Test func aValueAnInvalidationOvertookIsKeptByNoTierOnAnyInstance() async throws {
        let store = InMemorySharedCacheStore()
        let (first, second) = (
            SharedCacheInstance(clock: ContinuousClock(), store: store),
            SharedCacheInstance(clock: ContinuousClock(), store: store)
        )
        try await SharedCacheScenarios.aValueAnInvalidationOvertookIsKeptByNoTier(first: first, second: second) {
            #expect(store.count == 0, "the store does not keep the overtaken value")
        }
    }

    @Test func aMissClaimedByAnotherInstanceIsReadFromTheStoreOnceStored() async throws {
        let store = InMemorySharedCacheStore()
        let (first, second) = (
            SharedCacheInstance(clock: ContinuousClock(), store: store, crossInstanceWait: .seconds(30)),
            SharedCacheInstance(clock: ContinuousClock(), store: store, crossInstanceWait: .seconds(30))
        )
        let (calls, gate) = (CallCounter(), TestGate())
        let leader = Task {
            await first.sessions().value(for: "sleep") { () async -> [String] in
                calls.next()
                await gate.wait()
                return ["scan 1"]
            }
        }
        #expect(await eventually { calls.value == 1 })
        let follower = Task {
            await second.sessions().value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
        }
        try await Task.sleep(for: .milliseconds(100))  // the follower polls the store meanwhile
        gate.open()
        #expect(await leader.value == ["scan 1"])
        #expect(await follower.value == ["scan 1"])
        #expect(calls.value == 1)
    }

    @Test func aClaimThatNeverEndsHoldsAMissNoLongerThanTheWait() async throws {
        let store = InMemorySharedCacheStore()
        let instance = SharedCacheInstance(
            clock: ContinuousClock(), store: store, crossInstanceWait: .milliseconds(200))
        let key = try SharedCacheKey(service: catalog, member: "sessions(for:)", arguments: "sleep")
        // An instance that claimed the key and crashed.
        #expect(try await store.claimComputation(of: key, for: SharedCacheClaimant(), lease: .seconds(3_600)))
        let value = await instance.sessions().value(for: "sleep") { () async -> [String] in ["computed"] }
        #expect(value == ["computed"])
        #expect(store.count == 1)
    }

    @Test func aClaimTheStoreNeverAnswersIsBoundedByTheTimeout() async throws {
        let instance = SharedCacheInstance(
            clock: ContinuousClock(), store: HangingClaimStore(), timeout: .milliseconds(100),
            crossInstanceWait: .seconds(30))
        let value = await instance.sessions().value(for: "sleep") { () async -> [String] in ["computed"] }
        #expect(value == ["computed"])
        #expect(instance.storeErrors("timeout") == 1)
        #expect(instance.storeWarnings.map { $0.data["operation"] } == ["lock"])
    }
}

/// A store that answers every call at once but never answers a claim, as a server paused while it
/// held the claims table's lock.
struct HangingClaimStore: SharedCacheStore {
    let values = InMemorySharedCacheStore()

    func read(_ key: SharedCacheKey) async throws -> SharedCacheRead { try await values.read(key) }
    func store(_ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration, computedAfter mark: SharedCacheMark)
        async throws
    { try await values.store(value, forKey: key, ttl: ttl, computedAfter: mark) }
    func invalidate(_ key: SharedCacheKey) async throws { try await values.invalidate(key) }
    func invalidate(service: ServiceName, member: String?) async throws {
        try await values.invalidate(service: service, member: member)
    }
    func invalidations() -> AsyncThrowingStream<SharedCacheInvalidation, any Error> { values.invalidations() }
    func claimComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant, lease: Duration)
        async throws -> Bool
    {
        try await Task.sleep(for: .seconds(86_400))
        return false
    }
}
