import Crosscut
import CrosscutTesting
import Testing

/// A cached result reaches only the caller it was computed for, unless the member is cached
/// `sameForEveryCaller`: through the generated decorators, in the local tier, for callers who join
/// another's computation, and across instances sharing a store.
@Suite struct PerCallerCachingTests {
    let store = InMemorySharedCacheStore()

    /// One instance of the service, decorated as the Composer does, over `live`.
    private func instance(over live: LiveProfiles, sharing: Bool = true) -> some Profiles {
        var concerns = Concerns(logger: EventLogger(sink: InMemoryEventSink()))
        if sharing { concerns.sharedCache = SharedCache(store: store) }
        return live.decorated(with: concerns)
    }

    @Test func twoCallersWithOnePermissionEachGetTheirOwnCachedResult() async throws {
        let live = LiveProfiles()
        let profiles = instance(over: live, sharing: false)
        #expect(try await Caller.with(.ana) { try await profiles.myProfile() } == "profile of ana")
        #expect(try await Caller.with(.bob) { try await profiles.myProfile() } == "profile of bob")
        #expect(try await Caller.with(.ana) { try await profiles.myProfile() } == "profile of ana")
        #expect(live.counter.count("myProfile") == 2, "ana's second call was a hit")
    }

    @Test func aCallerNeverJoinsAnotherCallersComputation() async throws {
        var live = LiveProfiles()
        live.gate = TestGate()
        let profiles = instance(over: live, sharing: false)
        let ana = Task { try await Caller.with(.ana) { try await profiles.myProfile() } }
        let bob = Task { try await Caller.with(.bob) { try await profiles.myProfile() } }
        let anaAgain = Task { try await Caller.with(.ana) { try await profiles.myProfile() } }
        for _ in 0..<1_000 where live.counter.count("myProfile") < 2 { await Task.yield() }
        live.gate.open()
        #expect(try await ana.value == "profile of ana")
        #expect(try await bob.value == "profile of bob")
        #expect(try await anaAgain.value == "profile of ana")
        #expect(live.counter.count("myProfile") == 2, "ana's second call joined her own computation")
    }

    @Test func anotherInstanceNeverServesOneCallersResultToAnother() async throws {
        let live = LiveProfiles()
        let (first, second) = (instance(over: live), instance(over: live))
        #expect(try await Caller.with(.ana) { try await first.myProfile() } == "profile of ana")
        #expect(try await Caller.with(.bob) { try await second.myProfile() } == "profile of bob")
        #expect(try await Caller.with(.ana) { try await second.myProfile() } == "profile of ana")
        #expect(live.counter.count("myProfile") == 2, "ana's call on the second instance read the shared store")
        #expect(store.count == 2)
    }

    @Test func aResultTheSameForEveryCallerIsComputedOnceForAll() async throws {
        let live = LiveProfiles()
        let (first, second) = (instance(over: live), instance(over: live))
        #expect(try await Caller.with(.ana) { try await first.plans() } == ["monthly", "yearly"])
        #expect(try await Caller.with(.bob) { try await first.plans() } == ["monthly", "yearly"])
        #expect(try await Caller.with(.bob) { try await second.plans() } == ["monthly", "yearly"])
        #expect(live.counter.count("plans") == 1)
    }

    @Test func theSameIdWithOtherRolesIsAnotherCaller() async throws {
        let live = LiveProfiles()
        let profiles = instance(over: live)
        let admin = Caller(id: "ana", roles: ["profiles.read", "admin"])
        _ = try await Caller.with(.ana) { try await profiles.myProfile() }
        _ = try await Caller.with(admin) { try await profiles.myProfile() }
        #expect(live.counter.count("myProfile") == 2)
    }
}
