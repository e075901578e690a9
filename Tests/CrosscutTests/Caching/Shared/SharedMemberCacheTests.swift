import Crosscut
import CrosscutTesting
import Testing

/// Two instances of a service, each with its own local tier, sharing one in-memory store.
@Suite struct SharedMemberCacheTests {
    let clock = ManualClock()
    let store: InMemorySharedCacheStore
    let first: SharedCacheInstance
    let second: SharedCacheInstance

    init() {
        store = InMemorySharedCacheStore(clock: clock)
        first = SharedCacheInstance(clock: clock, store: store)
        second = SharedCacheInstance(clock: clock, store: store)
    }

    @Test func aMissIsComputedOnceAcrossBothInstances() async {
        let calls = CallCounter()
        let (onFirst, onSecond) = (first.sessions(), second.sessions())
        let computed = await onFirst.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
        let shared = await onSecond.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
        let local = await onSecond.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
        #expect([computed, shared, local] == [["scan 1"], ["scan 1"], ["scan 1"]])
        #expect(calls.value == 1)
        #expect(store.count == 1)
        // The second instance's first lookup is the shared tier's hit, reported as such; its
        // second, the local tier's.
        #expect(first.localRequests("miss") == 1)
        #expect(first.localRequests("shared_hit") == 0)
        #expect(second.localRequests("miss") == 0)
        #expect(second.localRequests("shared_hit") == 1)
        #expect(second.localRequests("hit") == 1)
        #expect(
            second.log.events.filter { $0.name == "Catalog.sessions(for:) cache" }.map { $0.data["result"] } == [
                "shared_hit", "hit",
            ])
    }

    @Test func anInvalidationOnOneInstanceClearsTheOthersLocalTier() async throws {
        let calls = CallCounter()
        let (onFirst, onSecond) = (first.sessions(sameForEveryCaller: true), second.sessions(sameForEveryCaller: true))
        try await second.followingInvalidations { heard in
            var heard = heard
            _ = await onFirst.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
            _ = await onSecond.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
            await onFirst.invalidate("sleep")
            let invalidation = await heard.next()
            guard case .key(let key) = invalidation else {
                Issue.record("heard \(String(describing: invalidation))")
                return
            }
            #expect(key.member == "sessions(for:)")
            let fresh = await onSecond.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
            #expect(fresh == ["scan 2"])
        }
    }

    @Test func aServiceInvalidationReachesEveryInstance() async throws {
        let onSecond = second.sessions()
        try await second.followingInvalidations { heard in
            var heard = heard
            _ = await onSecond.value(for: "sleep") { () async -> [String] in ["old"] }
            await first.concerns.invalidateSharedCache(of: ServiceName("Catalog", module: "CrosscutTests"))
            #expect(
                await heard.next() == .entries(service: ServiceName("Catalog", module: "CrosscutTests"), member: nil))
            #expect(store.count == 0)
            #expect(await onSecond.value(for: "sleep") { () async -> [String] in ["new"] } == ["new"])
        }
    }

    @Test func theTimeToLiveIsHonouredToTheSecondInBothTiers() async {
        let calls = CallCounter()
        let (onFirst, onSecond) = (first.sessions(ttl: .seconds(10)), second.sessions(ttl: .seconds(10)))
        let load = { @Sendable () async -> [String] in ["scan \(calls.next())"] }
        _ = await onFirst.value(for: "sleep", compute: load)
        clock.advance(by: .seconds(4))
        _ = await onSecond.value(for: "sleep", compute: load)  // from the store: 6 s left
        clock.advance(by: .milliseconds(5_999))
        #expect(await onSecond.value(for: "sleep", compute: load) == ["scan 1"])
        #expect(await onFirst.value(for: "sleep", compute: load) == ["scan 1"])
        clock.advance(by: .milliseconds(1))
        #expect(await onSecond.value(for: "sleep", compute: load) == ["scan 2"])
        #expect(calls.value == 2)
    }

    @Test func bytesThatCannotBeDecodedAreAMissNeverServed() async throws {
        let key = try SharedCacheKey(
            service: ServiceName("Catalog", module: "CrosscutTests"), member: "sessions(for:)", arguments: "sleep")
        try await store.store(
            Array("not json".utf8), forKey: key, ttl: .seconds(60), computedAfter: store.read(key).mark)
        let value = await first.sessions().value(for: "sleep") { () async -> [String] in ["computed"] }
        #expect(value == ["computed"])
        #expect(first.storeErrors("undecodable") == 1)
        #expect(first.storeWarnings.map { $0.data["reason"] } == ["undecodable"])
        #expect(try await store.read(key).entry?.value == Array(#"["computed"]"#.utf8))
    }

    @Test func instancesWithOneKeyingSecretShareValuesStoredUnderItsDigest() async throws {
        let secret = Array("fleet secret".utf8)
        let (onFirst, onSecond) = (
            SharedCacheInstance(clock: clock, store: store, keyingSecret: secret).sessions(),
            SharedCacheInstance(clock: clock, store: store, keyingSecret: secret).sessions()
        )
        _ = await onFirst.value(for: "1234") { () async -> [String] in ["computed"] }
        #expect(await onSecond.value(for: "1234") { () async -> [String] in ["again"] } == ["computed"])
        let service = ServiceName("Catalog", module: "CrosscutTests")
        let keyed = try SharedCacheKey(
            service: service, member: "sessions(for:)", arguments: "1234", keyingSecret: secret)
        let plain = try SharedCacheKey(service: service, member: "sessions(for:)", arguments: "1234")
        #expect(try await store.read(keyed).entry != nil)
        #expect(try await store.read(plain).entry == nil)
    }

    @Test func servicesOfOneNameInTwoModulesDoNotShareValues() async {
        let calls = CallCounter()
        let shop: SharedMemberCache<String, [String]> = first.concerns.sharedMemberCache(
            of: ServiceName("Catalog", module: "Shop"), member: "sessions(for:)", ttl: .seconds(10))
        let admin: SharedMemberCache<String, [String]> = second.concerns.sharedMemberCache(
            of: ServiceName("Catalog", module: "Admin"), member: "sessions(for:)", ttl: .seconds(10))
        _ = await shop.value(for: "sleep") { () async -> [String] in ["shop \(calls.next())"] }
        #expect(await admin.value(for: "sleep") { () async -> [String] in ["admin \(calls.next())"] } == ["admin 2"])
        #expect(store.count == 2)
    }

    @Test func errorsAreNotStoredInEitherTier() async {
        let cache = first.sessions()
        await #expect(throws: CachingTestError.unavailable(1)) {
            try await cache.value(for: "sleep") { () async throws(CachingTestError) -> [String] in throw .unavailable(1)
            }
        }
        #expect(store.count == 0)
    }

    @Test func withoutASharedCacheTheMemberIsCachedLocally() async {
        let calls = CallCounter()
        let cache: SharedMemberCache<String, [String]> = Concerns(clock: clock).sharedMemberCache(
            service: "Catalog", member: "sessions(for:)", ttl: .seconds(10))
        for _ in 0..<2 { _ = await cache.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] } }
        #expect(calls.value == 1)
        #expect(store.count == 0)
    }
}
