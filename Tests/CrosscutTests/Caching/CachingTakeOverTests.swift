import Crosscut
import CrosscutTesting
import Testing

/// When the task computing a shared miss is cancelled, the callers that joined it were not: one of
/// them takes the computation over and every one of them gets a value.
@Suite(.timeLimit(.minutes(3))) struct CachingTakeOverTests {
    let clock = ManualClock()
    let calls = CallCounter()

    /// Starts a task whose miss on the key `"sleep"` of `store.catalog()` computes until its task is cancelled (it sleeps on
    /// the manual clock, which is never advanced), and returns it once that computation sleeps.
    private func startCancellableLeader(_ store: InMemoryCacheStore) async throws -> Task<CacheLookup<Int>, any Error> {
        let (clock, calls) = (clock, calls)
        let leader = Task {
            try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws -> Int in
                calls.next()
                try await clock.sleep(for: .seconds(1))
                return -1
            }
        }
        try await clock.waitForSleepers(count: 1)
        return leader
    }

    /// Starts a task that misses on the key `"sleep"` of `store.catalog()` and, should it compute, returns `value`; returns
    /// it once it has joined the computation in flight.
    private func startWaiter(
        _ store: InMemoryCacheStore,
        returning value: Int,
        joinedBefore: Int
    ) async -> Task<CacheLookup<Int>, any Error> {
        let calls = calls
        let waiter = Task {
            try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws -> Int in
                calls.next()
                return value
            }
        }
        #expect(await eventually { store.statistics.coalescedMisses == joinedBefore + 1 })
        return waiter
    }

    @Test func whenTheLeaderIsCancelledAWaiterComputesAndEveryWaiterGetsTheValue() async throws {
        let store = InMemoryCacheStore(capacity: 10, clock: clock)
        let leader = try await startCancellableLeader(store)
        var waiters: [Task<CacheLookup<Int>, any Error>] = []
        for index in 0..<3 {
            waiters.append(await startWaiter(store, returning: 100 + index, joinedBefore: index))
        }

        leader.cancel()

        await #expect(throws: CancellationError.self) { try await leader.value }
        var lookups: [CacheLookup<Int>] = []
        for waiter in waiters { lookups.append(try await waiter.value) }
        // The earliest waiter takes over; the others share its value.
        #expect(
            lookups == [
                CacheLookup(value: 100, result: .miss), CacheLookup(value: 100, result: .joined),
                CacheLookup(value: 100, result: .joined),
            ])
        #expect(calls.value == 2)
        #expect(store.catalog().value(forKey: "sleep", ttl: nil) { -2 } == CacheLookup(value: 100, result: .hit))
        let statistics = store.statistics
        #expect(statistics.misses - statistics.coalescedMisses == calls.value)
    }

    @Test func aWaiterThatTookOverAndIsCancelledHandsOnToTheNext() async throws {
        let store = InMemoryCacheStore(capacity: 10, clock: clock)
        let (clock, calls) = (clock, calls)
        let leader = try await startCancellableLeader(store)
        let first = Task {
            try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws -> Int in
                calls.next()
                try await clock.sleep(for: .seconds(1))
                return -1
            }
        }
        #expect(await eventually { store.statistics.coalescedMisses == 1 })
        let second = await startWaiter(store, returning: 2, joinedBefore: 1)

        leader.cancel()
        try #require(await eventually { calls.value == 2 })  // the first waiter computes in the leader's place
        try await clock.waitForSleepers(count: 1)
        first.cancel()

        #expect(try await second.value == CacheLookup(value: 2, result: .miss))
        await #expect(throws: CancellationError.self) { try await leader.value }
        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(calls.value == 3)
        #expect(store.catalog().contains("sleep"))
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func aWaiterCancelledAsItTakesOverHandsOnWithoutCountingAComputation() async throws {
        let store = InMemoryCacheStore(capacity: 10, clock: clock)
        let calls = calls
        let leader = try await startCancellableLeader(store)
        let held = HeldActor()
        let first = Task {
            try await held.run { actor in
                try await store.catalog().value(forKey: "sleep", ttl: nil, isolation: actor) { () async throws -> Int in
                    calls.next()
                    return 1
                }
            }
        }
        #expect(await eventually { store.statistics.coalescedMisses == 1 })
        let second = await startWaiter(store, returning: 2, joinedBefore: 1)
        held.hold()  // the first waiter is suspended; its resumption waits

        leader.cancel()
        await #expect(throws: CancellationError.self) { try await leader.value }  // handed to the first waiter
        first.cancel()  // before it runs: it hands the computation on and stops
        held.release()

        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(try await second.value == CacheLookup(value: 2, result: .miss))
        #expect(calls.value == 2)
        let statistics = store.statistics
        #expect(statistics.misses == 3)
        #expect(statistics.misses - statistics.coalescedMisses == calls.value)
    }

    @Test func whenEveryCallerIsCancelledTheNextLookupComputesAfresh() async throws {
        let store = InMemoryCacheStore(capacity: 10, clock: clock)
        let leader = try await startCancellableLeader(store)
        let waiter = await startWaiter(store, returning: 1, joinedBefore: 0)
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        leader.cancel()
        await #expect(throws: CancellationError.self) { try await leader.value }

        let next = await store.catalog().value(forKey: "sleep", ttl: nil) { () async -> Int in 3 }
        #expect(next == CacheLookup(value: 3, result: .miss))
    }

    @Test func whenTheLeaderIsCancelledDuringARetryBackoffTheWaitersStillGetAValue() async throws {
        let strategy = RetryStrategy(maxAttempts: 3, backoff: .constant(.seconds(1)), jitter: .none)
        let test = TestConcerns(retryStrategy: strategy)
        let (concerns, calls) = (test.concerns, calls)
        let sessions: MemberCache<String, Int> = concerns.memberCache(service: "Catalog", member: "sessions(for:)")
        // Typed throws: a cancelled retry gives up with the last error, not `CancellationError`.
        let leader = Task { () async throws(FlakyError) -> Int in
            try await sessions.value(for: "sleep") { () async throws(FlakyError) -> Int in
                try await concerns.retrying(service: "Catalog", member: "sessions(for:)") {
                    () async throws(FlakyError) -> Int in
                    calls.next()
                    throw FlakyError("offline")
                }
            }
        }
        try await test.clock.waitForSleepers(.retryBackoff)  // the first attempt failed; the retry waits
        let waiters = (0..<2).map { _ in
            Task { () async throws(FlakyError) -> Int in
                try await sessions.value(for: "sleep") { () async throws(FlakyError) -> Int in
                    try await concerns.retrying(service: "Catalog", member: "sessions(for:)") {
                        () async throws(FlakyError) -> Int in
                        calls.next()
                        return 42
                    }
                }
            }
        }
        #expect(await eventually { test.cache.statistics.coalescedMisses == 2 })

        leader.cancel()

        await #expect(throws: FlakyError("offline")) { try await leader.value }
        for waiter in waiters { #expect(try await waiter.value == 42) }
        #expect(calls.value == 2)
        #expect(try await sessions.value(for: "sleep") { () async throws(FlakyError) -> Int in -1 } == 42)
    }

    @Test func cancellingTheLeaderAndSomeWaitersAtOnceLeavesNoOtherWaiterWithoutAValue() async throws {
        let rounds = 50
        let waiterCount = 8
        for round in 0..<rounds {
            let store = InMemoryCacheStore(capacity: 10, clock: clock)
            let leader = try await startCancellableLeader(store)
            var waiters: [Task<CacheLookup<Int>, any Error>] = []
            for index in 0..<waiterCount {
                waiters.append(await startWaiter(store, returning: round, joinedBefore: index))
            }
            let cancelled = waiters.prefix(waiterCount / 2)
            await withTaskGroup(of: Void.self) { group in
                group.addTask { leader.cancel() }
                for waiter in cancelled { group.addTask { waiter.cancel() } }
            }
            for waiter in waiters.suffix(waiterCount / 2) {
                #expect(try await waiter.value.value == round)
            }
            for waiter in cancelled {
                if case .success(let lookup) = await waiter.result { #expect(lookup.value == round) }
            }
            await #expect(throws: CancellationError.self) { try await leader.value }
        }
    }
}
