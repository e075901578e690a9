import Crosscut
import CrosscutTesting
import Testing

/// `ConcurrencyLimiter` on the manual clock: the places, the queue in order, the longest wait,
/// cancellation in the queue, and that no place leaks whatever the call ends with.
@Suite(.timeLimit(.minutes(1))) struct ConcurrencyLimiterTests {
    private let clock = ManualClock()

    /// Starts a call that holds its place until `gate` opens, and counts it in `ran` when it runs.
    private func holdingCall(
        _ limiter: ConcurrencyLimiter, _ gate: TestGate, ran: Locked<[String]>, name: String
    ) -> Task<String, any Error> {
        Task {
            try await limiter.run(service: "Payments", member: "charge()", clock: clock) {
                ran.withLock { $0.append(name) }
                await gate.wait()
                return name
            }
        }
    }

    /// A limiter with `policy` whose one place a call named "first" holds until `gate` opens.
    private func fullLimiter(_ policy: ConcurrencyLimitPolicy) async throws -> (
        ConcurrencyLimiter, TestGate, Locked<[String]>, Task<String, any Error>
    ) {
        let limiter = ConcurrencyLimiter(name: "Payments", policy: policy)
        let (gate, ran) = (TestGate(), Locked<[String]>([]))
        let first = holdingCall(limiter, gate, ran: ran, name: "first")
        try #require(await eventually { limiter.running == 1 })
        return (limiter, gate, ran, first)
    }

    @Test func callsUpToTheLimitRunAtOnceAndTheNextIsRefusedWithoutReachingTheService() async throws {
        let limiter = ConcurrencyLimiter(name: "Payments", policy: ConcurrencyLimitPolicy(maxConcurrent: 2))
        let (gate, ran) = (TestGate(), Locked<[String]>([]))
        let first = holdingCall(limiter, gate, ran: ran, name: "first")
        let second = holdingCall(limiter, gate, ran: ran, name: "second")
        #expect(await eventually { ran.withLock(\.count) == 2 })
        #expect(limiter.running == 2)
        await #expect(
            throws: ConcurrencyLimitExceeded(limiter: "Payments", call: "Payments.charge()", reason: .queueFull)
        ) {
            try await limiter.run(service: "Payments", member: "charge()", clock: clock) {
                ran.withLock { $0.append("third") }
            }
        }
        gate.open()
        #expect(try await [first.value, second.value] == ["first", "second"])
        #expect(ran.withLock { $0 }.sorted() == ["first", "second"], "the refused call never ran")
        #expect(limiter.running == 0)
        #expect(try await limiter.run(service: "Payments", member: "charge()", clock: clock) { 1 } == 1)
    }

    @Test func queuedCallsTakeTheFreedPlacesInTheOrderTheyCame() async throws {
        let (limiter, gate, ran, first) = try await fullLimiter(ConcurrencyLimitPolicy(maxConcurrent: 1, maxQueued: 2))
        let second = holdingCall(limiter, TestGate(isOpen: true), ran: ran, name: "second")
        #expect(await eventually { limiter.queued == 1 })
        let third = holdingCall(limiter, TestGate(isOpen: true), ran: ran, name: "third")
        #expect(await eventually { limiter.queued == 2 })
        await #expect(throws: ConcurrencyLimitExceeded.self, "the queue is full") {
            try await limiter.run(service: "Payments", member: "charge()", clock: clock) { () }
        }
        gate.open()
        _ = try await (first.value, second.value, third.value)
        #expect(ran.withLock { $0 } == ["first", "second", "third"])
        #expect(limiter.running == 0 && limiter.queued == 0)
    }

    @Test func aQueuedCallThatWaitsItsLongestIsRefused() async throws {
        let (limiter, gate, ran, first) = try await fullLimiter(
            ConcurrencyLimitPolicy(maxConcurrent: 1, maxQueued: 1, maxWait: .milliseconds(500)))
        let second = holdingCall(limiter, gate, ran: ran, name: "second")
        try await clock.waitForSleepers(.concurrencyLimitWait)
        clock.advance(by: .milliseconds(499))
        #expect(limiter.queued == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(
            throws: ConcurrencyLimitExceeded(
                limiter: "Payments", call: "Payments.charge()", reason: .waitedTooLong(.milliseconds(500)))
        ) { try await second.value }
        #expect(limiter.queued == 0)
        gate.open()
        #expect(try await first.value == "first")
        #expect(ran.withLock { $0 } == ["first"])
        #expect(limiter.running == 0)
    }

    @Test func aQueuedCallThatGetsItsPlaceStopsItsWaitsTimer() async throws {
        let (limiter, gate, ran, first) = try await fullLimiter(
            ConcurrencyLimitPolicy(maxConcurrent: 1, maxQueued: 1, maxWait: .seconds(5)))
        let second = holdingCall(limiter, gate, ran: ran, name: "second")
        try await clock.waitForSleepers(.concurrencyLimitWait)
        gate.open()
        #expect(try await [first.value, second.value] == ["first", "second"])
        #expect(clock.sleeperCount == 0, "the wait's timer ended with the wait")
    }

    @Test func aCancelledQueuedCallLeavesTheQueueAtOnceAndNeverRuns() async throws {
        let (limiter, gate, ran, first) = try await fullLimiter(ConcurrencyLimitPolicy(maxConcurrent: 1, maxQueued: 1))
        let second = holdingCall(limiter, gate, ran: ran, name: "second")
        #expect(await eventually { limiter.queued == 1 })
        second.cancel()
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(limiter.queued == 0)
        let third = holdingCall(limiter, gate, ran: ran, name: "third")
        #expect(await eventually { limiter.queued == 1 }, "the cancelled call's place in the queue is free")
        gate.open()
        #expect(try await [first.value, third.value] == ["first", "third"])
        #expect(ran.withLock { $0 } == ["first", "third"])
    }

    @Test func aCallCancelledBeforeItQueuesNeverWaits() async throws {
        let (limiter, gate, _, first) = try await fullLimiter(ConcurrencyLimitPolicy(maxConcurrent: 1, maxQueued: 1))
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await limiter.run(service: "Payments", member: "charge()", clock: clock) { "late" }
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(limiter.queued == 0)
        gate.open()
        _ = try await first.value
    }

    @Test func aPlaceIsFreedWhenTheCallThrows() async throws {
        let limiter = ConcurrencyLimiter(name: "Payments", policy: ConcurrencyLimitPolicy(maxConcurrent: 1))
        await #expect(throws: FlakyError("down")) {
            try await limiter.run(service: "Payments", member: "charge()", clock: clock) { throw FlakyError("down") }
        }
        #expect(limiter.running == 0)
    }

    @Test func manyCallsAtOnceNeverRunMoreThanTheLimit() async throws {
        let limiter = ConcurrencyLimiter(
            name: "Payments", policy: ConcurrencyLimitPolicy(maxConcurrent: 3, maxQueued: 200))
        let load = Locked((now: 0, most: 0))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    try await limiter.run(service: "Payments", member: "charge()", clock: clock) {
                        load.withLock {
                            $0.now += 1
                            $0.most = max($0.most, $0.now)
                        }
                        await Task.yield()
                        load.withLock { $0.now -= 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect((1...3).contains(load.withLock(\.most)), "never more than the limit at once")
        #expect(limiter.running == 0 && limiter.queued == 0)
    }
}
