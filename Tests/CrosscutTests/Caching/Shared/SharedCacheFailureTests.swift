import Crosscut
import CrosscutTesting
import Testing

/// A store that throws or does not answer leaves the service answering from its dependency, logged
/// and counted.
@Suite struct SharedCacheFailureTests {
    let clock = ManualClock()

    @Test func aStoreThatThrowsIsLoggedCountedAndBypassed() async {
        let instance = SharedCacheInstance(clock: clock, store: UnavailableSharedCacheStore())
        let calls = CallCounter()
        let cache = instance.sessions()
        let value = await cache.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
        #expect(value == ["scan 1"])
        #expect(instance.storeErrors("error") == 1)
        let warning = instance.storeWarnings.first
        #expect(warning?.data["operation"] == "read")
        #expect(warning?.data["error_type"] == "StoreDown")
        // The local tier still serves.
        #expect(await cache.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] } == ["scan 1"])
    }

    @Test func aStoreThatDoesNotAnswerIsBypassedAfterTheTimeout() async throws {
        let instance = SharedCacheInstance(clock: clock, store: HangingSharedCacheStore(), timeout: .milliseconds(200))
        let cache = instance.sessions()
        let call = Task { await cache.value(for: "sleep") { () async -> [String] in ["from the dependency"] } }
        try await clock.waitForSleepers(.sharedCacheDeadline)
        clock.advance(by: .milliseconds(200))
        #expect(await call.value == ["from the dependency"])
        #expect(instance.storeErrors("timeout") == 1)
        #expect(instance.storeWarnings.map { $0.data["reason"] } == ["timeout"])
    }

    /// A member cached `shared` in concerns with no shared cache is cached by each instance alone:
    /// said once, when its cache is first made, not at every call nor for every decorator made.
    @Test func aSharedMemberWithoutASharedCacheIsOneNoticeWhenItsCacheIsMade() async throws {
        let log = InMemoryEventSink()
        let concerns = Concerns(
            clock: clock, logger: EventLogger(sink: log, minimumLevel: .trace, dateProvider: FixedDateProvider()),
            metrics: InMemoryMetricsRecorder(), retryStrategy: .none)
        for _ in 1...2 {  // two decorators, as a composer that builds one per request makes them
            let cache: SharedMemberCache<String, [String]> = concerns.sharedMemberCache(
                service: "Catalog", member: "sessions(for:)", ttl: .seconds(10))
            for _ in 1...3 { _ = await cache.value(for: "sleep") { () async -> [String] in ["scan"] } }
        }
        let warnings = log.events.filter { $0.level >= .notice }
        #expect(warnings.map(\.name) == ["Catalog.sessions(for:) shared cache"])
        #expect(warnings.first?.data["reason"] == "no_shared_cache")
        #expect(
            warnings.first?.data["fix"]
                == "set Concerns.sharedCache when several instances serve; until then each caches this member alone")

        let configured = SharedCacheInstance(clock: clock, store: InMemorySharedCacheStore())
        try await configured.followingInvalidations { _ in
            _ = await configured.sessions().value(for: "sleep") { () async -> [String] in ["scan"] }
        }
        #expect(!configured.log.events.contains { $0.level >= .notice })
    }

    /// An instance that reads shared values while nobody follows the store's invalidations would
    /// serve what other instances invalidated: said once, at the first read, with the fix.
    @Test func aSharedCacheNobodyFollowsIsOneNoticeAtTheFirstRead() async throws {
        let instance = SharedCacheInstance(clock: clock, store: InMemorySharedCacheStore())
        for reason in ["sleep", "walk", "focus"] {
            _ = await instance.sessions().value(for: reason) { () async -> [String] in ["scan"] }
        }
        let notices = instance.log.events.filter { $0.level == .notice }
        #expect(notices.map(\.name) == ["shared cache"])
        #expect(notices.first?.data["reason"] == "no_invalidation_follower")
        #expect(
            notices.first?.data["fix"]
                == "run concerns.followSharedCacheInvalidations() beside the server; until then this instance serves values other instances invalidated until their TTL ends"
        )
    }

    @Test func readsWhileAFollowerListensAreNoNoticeAndReadsAfterItStoppedAreOne() async throws {
        let instance = SharedCacheInstance(clock: clock, store: InMemorySharedCacheStore())
        let listening = TestGate()
        let follower = Task {
            try await instance.concerns.followSharedCacheInvalidations { _ in listening.open() }
        }
        await listening.wait()
        _ = await instance.sessions().value(for: "sleep") { () async -> [String] in ["scan"] }
        #expect(instance.log.events.filter { $0.level == .notice }.isEmpty)
        follower.cancel()
        _ = try? await follower.value
        _ = await instance.sessions().value(for: "walk") { () async -> [String] in ["scan"] }
        let notices = instance.log.events.filter { $0.level == .notice }
        #expect(notices.map { $0.data["reason"] } == ["no_invalidation_follower"])
    }

    @Test func aFollowerWhoseStoreStoppedListeningNoLongerCounts() async {
        let instance = SharedCacheInstance(clock: clock, store: UnavailableSharedCacheStore())
        await #expect(throws: StoreDown.self) { try await instance.concerns.followSharedCacheInvalidations() }
        _ = await instance.sessions().value(for: "sleep") { () async -> [String] in ["scan"] }
        let notices = instance.log.events.filter { $0.level == .notice }
        #expect(notices.map { $0.data["reason"] } == ["no_invalidation_follower"])
    }

    @Test func anInvalidationTheStoreRefusesStillClearsTheLocalTier() async {
        let instance = SharedCacheInstance(clock: clock, store: UnavailableSharedCacheStore())
        let calls = CallCounter()
        let cache = instance.sessions()
        _ = await cache.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
        await cache.invalidate("sleep")
        #expect(await cache.value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] } == ["scan 2"])
        #expect(instance.storeErrors("error") == 3)  // read, invalidate, read
    }
}

/// The error of a store that is down.
struct StoreDown: Error {}

/// A store whose every call throws, as one whose server is down.
struct UnavailableSharedCacheStore: SharedCacheStore {
    func read(_ key: SharedCacheKey) async throws -> SharedCacheRead { throw StoreDown() }
    func store(_ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration, computedAfter mark: SharedCacheMark)
        async throws
    { throw StoreDown() }
    func invalidate(_ key: SharedCacheKey) async throws { throw StoreDown() }
    func invalidate(service: ServiceName, member: String?) async throws { throw StoreDown() }
    func invalidations() -> AsyncThrowingStream<SharedCacheInvalidation, any Error> {
        AsyncThrowingStream { $0.finish(throwing: StoreDown()) }
    }
}

/// A store whose calls answer only when cancelled, as one behind a network that drops packets.
struct HangingSharedCacheStore: SharedCacheStore {
    private func hang() async throws -> Never {
        try await Task.sleep(for: .seconds(86_400))
        throw CancellationError()
    }

    func read(_ key: SharedCacheKey) async throws -> SharedCacheRead { try await hang() }
    func store(_ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration, computedAfter mark: SharedCacheMark)
        async throws
    { try await hang() }
    func invalidate(_ key: SharedCacheKey) async throws { try await hang() }
    func invalidate(service: ServiceName, member: String?) async throws { try await hang() }
    func invalidations() -> AsyncThrowingStream<SharedCacheInvalidation, any Error> {
        AsyncThrowingStream { _ in }
    }
}
