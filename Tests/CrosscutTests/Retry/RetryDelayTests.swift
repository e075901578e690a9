import Crosscut
import CrosscutTesting
import Testing

/// Runs a call that always fails under `strategy` (whose clock is `clock`), advancing the clock
/// through every backoff. Before each wake-up it checks that the sleeper is still asleep one
/// nanosecond before the reported delay ends, so the sleep on the clock is exactly the delay.
/// Returns the reported delays and the attempts made.
private func delaysOfAFailingCall(
    _ strategy: RetryStrategy,
    clock: ManualClock
) async throws -> (delays: [Duration], attempts: Int, sleptExactly: Bool) {
    let calls = CallCounter()
    let reported = Locked<[Duration]>([])
    let call = Task {
        let record: (RetryEvent) -> Void = { retry in reported.withLock { $0.append(retry.delay) } }
        return try await strategy.run(onRetry: record) { () async throws in
            calls.next()
            throw FlakyError()
        }
    }
    var sleptExactly = true
    for retry in 1..<strategy.maxAttempts {
        try await clock.waitForSleepers(count: 1)
        let delay = reported.withLock { $0[retry - 1] }
        clock.advance(by: delay - .nanoseconds(1))
        if clock.sleeperCount != 1 { sleptExactly = false }
        clock.advance(by: .nanoseconds(1))
        if clock.sleeperCount != 0 { sleptExactly = false }
    }
    _ = await call.result
    return (reported.withLock { $0 }, calls.value, sleptExactly)
}

@Suite(.timeLimit(.minutes(3))) struct RetryDelayTests {
    private let exponential = RetryStrategy.Backoff.exponential(
        initial: .milliseconds(100), multiplier: 2, cap: .seconds(1))

    private func strategy(_ jitter: RetryStrategy.Jitter, _ source: RandomSource, clock: ManualClock) -> RetryStrategy {
        RetryStrategy(maxAttempts: 4, backoff: exponential, jitter: jitter, randomSource: source, clock: clock)
    }

    @Test func noJitterSleepsTheBackoffExactly() async throws {
        let clock = ManualClock()
        let run = try await delaysOfAFailingCall(strategy(.none, .seeded(1), clock: clock), clock: clock)
        #expect(run.delays == [100, 200, 400].map(Duration.milliseconds))
        #expect(run.attempts == 4)
        #expect(run.sleptExactly)
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(700)))
    }

    @Test func fullJitterDrawsBetweenZeroAndTheDelay() async throws {
        let clock = ManualClock()
        let run = try await delaysOfAFailingCall(
            strategy(.full, RandomSource(ConstantBits.half), clock: clock), clock: clock)
        #expect(run.delays == [50, 100, 200].map(Duration.milliseconds))
        #expect(run.sleptExactly)
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(350)))
    }

    @Test func equalJitterKeepsHalfTheDelay() async throws {
        let clock = ManualClock()
        let run = try await delaysOfAFailingCall(
            strategy(.equal, RandomSource(ConstantBits.half), clock: clock), clock: clock)
        #expect(run.delays == [75, 150, 300].map(Duration.milliseconds))
        #expect(run.sleptExactly)
    }

    @Test func decorrelatedJitterGrowsFromThePreviousDelay() async throws {
        // first = 100 ms; each delay is 100 ms + (3 × previous − 100 ms) × ½.
        let clock = ManualClock()
        let run = try await delaysOfAFailingCall(
            strategy(.decorrelated, RandomSource(ConstantBits.half), clock: clock), clock: clock)
        #expect(run.delays == [200, 350, 575].map(Duration.milliseconds))
        #expect(run.sleptExactly)
    }

    @Test func decorrelatedJitterNeverPassesTheCap() async throws {
        let clock = ManualClock()
        let allOnes = RandomSource(ConstantBits(bits: .max))
        var capped = strategy(.decorrelated, allOnes, clock: clock)
        capped.maxAttempts = 5
        let run = try await delaysOfAFailingCall(capped, clock: clock)
        #expect(run.delays.count == 4)
        #expect(run.delays.allSatisfy { $0 <= .seconds(1) })
        #expect(run.delays.last == .seconds(1))
    }

    @Test func fullJitterWithASeededSourceGivesTheSeedsDelays() async throws {
        let clock = ManualClock()
        let run = try await delaysOfAFailingCall(strategy(.full, .seeded(42), clock: clock), clock: clock)
        var generator = SplitMix64(seed: 42)
        let expected = [100, 200, 400].map { milliseconds in
            Duration.milliseconds(milliseconds) * (Double(generator.next() >> 11) * 0x1p-53)
        }
        #expect(run.delays == expected)
        #expect(zip(run.delays, [100, 200, 400]).allSatisfy { $0 <= .milliseconds($1) })
        #expect(run.sleptExactly)
        #expect(clock.now == ManualClock.Instant(offset: expected.reduce(.zero, +)))
    }

    @Test func theDeadlineStopsRetriesThatWouldEndPastIt() async throws {
        let clock = ManualClock()
        let calls = CallCounter()
        let strategy = RetryStrategy(
            maxAttempts: 10, backoff: .constant(.milliseconds(100)), jitter: .none,
            deadline: .milliseconds(250), clock: clock)
        let call = Task {
            try await strategy.run { () async throws in
                calls.next()
                throw FlakyError("attempt \(calls.value)")
            }
        }
        for _ in 1...2 {
            try await clock.waitForSleepers(count: 1)
            clock.advance(by: .milliseconds(100))
        }
        let result = await call.result
        #expect(throws: FlakyError("attempt 3")) { try result.get() }
        #expect(calls.value == 3)
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(200)))
    }
}
