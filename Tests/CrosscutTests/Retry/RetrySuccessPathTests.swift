import Crosscut
import CrosscutTesting
import Testing

/// A call that succeeds first time costs nothing but the call: no clock read unless a deadline needs
/// one, no budget touched unless successes refill it. A deadline still counts the first attempt.
@Suite struct RetrySuccessPathTests {
    @Test func aSuccessReadsNoClockWithoutADeadline() async throws {
        let clock = ManualClock()
        let strategy = RetryStrategy(maxAttempts: 3, clock: clock)
        #expect(try await strategy.run { () async throws in 1 } == 1)
        #expect(try strategy.runSynchronously { () throws in 2 } == 2)
        #expect(clock.readings == 0)
    }

    @Test func aDeadlineIsMeasuredFromTheStartOfTheFirstAttempt() async {
        let clock = ManualClock()
        let calls = CallCounter()
        let strategy = RetryStrategy(
            maxAttempts: 5, backoff: .constant(.milliseconds(100)), jitter: .none, deadline: .milliseconds(250),
            clock: clock)
        await #expect(throws: FlakyError("slow")) {
            try await strategy.run { () async throws in
                calls.next()
                clock.advance(by: .milliseconds(200))
                throw FlakyError("slow")
            }
        }
        // 200 ms spent in the first attempt plus a 100 ms delay would end past 250 ms: no retry.
        #expect(calls.value == 1)
        #expect(clock.readings == 2)
    }

    @Test func aSuccessTouchesTheBudgetOnlyWhenSuccessesRefillIt() async throws {
        let clock = ManualClock()
        let fixed = RetryBudget(capacity: 4, tokensPerSecond: 0, tokensPerSuccess: 0, clock: clock)
        let refilled = RetryBudget(capacity: 4, tokensPerSecond: 0, tokensPerSuccess: 0.5, clock: clock)
        #expect(fixed.withdraw() && refilled.withdraw())
        let readingsBefore = clock.readings
        _ = try await RetryStrategy(budget: fixed, clock: clock).run { () async throws in 1 }
        #expect(clock.readings == readingsBefore)
        _ = try RetryStrategy(budget: refilled, clock: clock).runSynchronously { () throws in 1 }
        #expect(fixed.availableTokens == 3)
        #expect(refilled.availableTokens == 3.5)
    }
}
