import Crosscut
import CrosscutTesting
import Testing

/// One clock given to `Concerns` is the clock of every part that reads the time, unless a part
/// was given its own.
@Suite(.timeLimit(.minutes(3))) struct ConcernsClockTests {
    private let clock = ManualClock()
    private let failure = CallCounter()

    private func concerns(
        retryStrategy: RetryStrategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none),
        timeout: TimeoutPolicy = TimeoutPolicy(limit: .seconds(5)),
        breakers: CircuitBreakers = CircuitBreakers(
            policy: CircuitBreakerPolicy(failureRatio: 1, minimumCalls: 1, window: 1, breakDuration: .seconds(30)))
    ) -> Concerns {
        Concerns(
            clock: clock, logger: EventLogger(sink: InMemoryEventSink()), retryStrategy: retryStrategy,
            circuitBreakers: breakers, timeout: timeout)
    }

    @Test func callsAreTimedOnTheConcernsClock() {
        let concerns = concerns()
        let start = concerns.stopwatch.now()
        clock.advance(by: .seconds(3))
        #expect(concerns.stopwatch.now() - start == .seconds(3))
    }

    @Test func aRetryWithoutAClockOfItsOwnSleepsOnTheConcernsClock() async throws {
        let concerns = concerns()
        let call = Task {
            try await concerns.retrying(service: "Catalog", member: "refresh()") { () async throws in
                if failure.next() == 1 { throw FlakyError() }
            }
        }
        try await clock.waitForSleepers(.retryBackoff)
        #expect(clock.sleepers.map(\.deadline.offset) == [.seconds(1)])
        clock.advance(by: .seconds(1))
        try await call.value
        #expect(failure.value == 2)
    }

    @Test func aStrategySetAfterwardsSleepsOnTheConcernsClockToo() async throws {
        var concerns = concerns(retryStrategy: .none)
        concerns.retryStrategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(2)), jitter: .none)
        #expect(concerns.retryStrategy.clock is ManualClock)
        let call = Task {
            try await concerns.retrying(service: "Catalog", member: "refresh()") { () async throws in
                if failure.next() == 1 { throw FlakyError() }
            }
        }
        try await clock.waitForSleepers(.retryBackoff)
        clock.advance(by: .seconds(2))
        try await call.value
    }

    @Test func aStrategyWithAClockOfItsOwnKeepsIt() {
        let own = ManualClock()
        let concerns = concerns(
            retryStrategy: RetryStrategy(backoff: .constant(.seconds(1)), clock: own),
            timeout: TimeoutPolicy(limit: .seconds(1), clock: own))
        #expect(concerns.retryStrategy.clock as? ManualClock === own)
        #expect(concerns.timeout.clock as? ManualClock === own)
    }

    @Test func theTimeoutsDeadlineIsMeasuredOnTheConcernsClock() async throws {
        let concerns = concerns()
        let call = Task {
            try await concerns.timingOut(service: "Catalog", member: "refresh()") {
                try await Task.sleep(for: .seconds(600))
            }
        }
        try await clock.waitForSleepers(.timeoutDeadline)
        #expect(clock.sleepers.map(\.deadline.offset) == [.seconds(5)])
        clock.advance(by: .seconds(5))
        await #expect(throws: TimeoutError.self) { try await call.value }
    }

    @Test func aBreakIsMeasuredOnTheConcernsClock() throws {
        let concerns = concerns()
        let breaker = concerns.circuitBreaker(named: "Catalog")
        #expect(throws: FlakyError.self) {
            try concerns.breaking(with: breaker, service: "Catalog", member: "refresh()") { throw FlakyError() }
        }
        #expect(breaker.state == .open)
        clock.advance(by: .seconds(30))
        try concerns.breaking(with: breaker, service: "Catalog", member: "refresh()") {}
        #expect(breaker.state == .closed)
    }

    @Test func theDefaultCacheExpiresOnTheConcernsClock() {
        let concerns = concerns()
        let greeting: MemberCache<Bool, Int> = concerns.memberCache(
            service: "Greeter", member: "greeting", ttl: .seconds(10))
        #expect(greeting.value(for: true) { 1 } == 1)
        clock.advance(by: .seconds(9))
        #expect(greeting.value(for: true) { 2 } == 1)
        clock.advance(by: .seconds(1))
        #expect(greeting.value(for: true) { 3 } == 3)
    }
}
