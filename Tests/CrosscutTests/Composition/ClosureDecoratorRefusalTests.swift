import Crosscut
import CrosscutTesting
import Testing

/// A concern asked for that a closure's shape cannot take is refused when the closure is decorated:
/// a warning says why and what to write instead, and the closure gets the others.
@Suite(.timeLimit(.minutes(3))) struct ClosureDecoratorRefusalTests {
    @Test func aClosureThatCannotThrowIsRefusedCachingRetryTheBreakerAndTheTimeout() {
        let fixture = TestConcerns()
        let decorator = ClosureDecorator(
            "Welcome.next", concerns: fixture.concerns, with: [.logging, .caching, .retry, .circuitBreaker, .timeout])
        var calls = 0
        let next = decorator.decorate { calls += 1 }
        next()
        #expect(calls == 1)
        #expect(
            fixture.log.events.map(\.name) == [
                "Welcome.next not cached", "Welcome.next not retried", "Welcome.next not broken",
                "Welcome.next not timed out", "Welcome.next",
            ])
        #expect(fixture.log.events.dropLast().allSatisfy { $0.level == .warning })
        #expect(
            fixture.log.events.first?.data
                == ["reason": "a closure has no key to cache its result by; cache the service it calls"])
        #expect(
            fixture.events(named: "Welcome.next not timed out").first?.data["reason"]
                == .string(
                    "it is synchronous, and a synchronous call can be neither cancelled nor left behind; "
                        + "make it 'async throws'"))
        #expect(fixture.circuitBreakers.all.isEmpty, "no breaker is made for a closure that cannot have one")
    }

    @Test func aTypedErrorKeepsRetryButCannotCarryTheBreakersOrTheTimeoutsError() async throws {
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.zero), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        let calls = CallCounter()
        let load = ClosureDecorator(
            "Settings.load", concerns: fixture.concerns, with: [.retry, .circuitBreaker, .timeout]
        ).decorate { () async throws(FlakyError) -> Int in
            if calls.next() == 1 { throw FlakyError() }
            return 7
        }
        #expect(try await load() == 7)
        #expect(
            fixture.events(named: "Settings.load not broken").first?.data["reason"]
                == "its error type 'FlakyError' cannot be the breaker's 'CircuitOpenError'; declare it 'throws'")
        #expect(
            fixture.events(named: "Settings.load not timed out").first?.data["reason"]
                == "its error type 'FlakyError' cannot be 'TimeoutError'; declare it 'throws'")
        #expect(fixture.events(named: "Settings.load retry").count == 1)
    }

    @Test func anAsyncClosureThatCannotThrowIsNotTimedOut() async {
        let fixture = TestConcerns()
        let ping = ClosureDecorator("Catalog.ping", concerns: fixture.concerns, with: [.metrics, .timeout])
            .decorate { () async in "ok" }
        #expect(await ping() == "ok")
        #expect(
            fixture.events(named: "Catalog.ping not timed out").first?.data["reason"]
                == "it does not throw, so it cannot throw 'TimeoutError'; declare it 'throws'")
    }

    @Test func aClosureIsRefusedAConcurrencyLimitItHasNoAnnotationToTakeFrom() async throws {
        let fixture = TestConcerns()
        let charge = ClosureDecorator("Payments.charge", concerns: fixture.concerns, with: [.concurrencyLimit])
            .decorate { () async throws in 7 }
        #expect(try await charge() == 7)
        #expect(
            fixture.events(named: "Payments.charge not limited").first?.data["reason"]
                == .string(
                    "a closure has no annotation to take its limit from; run it through a ConcurrencyLimiter's "
                        + "run(service:member:clock:_:), or limit the service it calls"))
        #expect(fixture.concerns.concurrencyLimiters.all.isEmpty)
    }

    @Test func aClosureLeftWithNoConcernIsReturnedAsItIs() {
        let fixture = TestConcerns(enabled: [.logging, .caching])
        let decorator = ClosureDecorator("Age.up", concerns: fixture.concerns, with: [.metrics, .caching])
        #expect(decorator.requested == [.caching])
        let up = decorator.decorate { (age: Int) in age + 1 }
        #expect(up(1) == 2)
        #expect(fixture.log.events.map(\.name) == ["Age.up not cached"])
    }
}
