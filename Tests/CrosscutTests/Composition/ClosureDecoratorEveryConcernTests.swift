import Crosscut
import CrosscutTesting
import Testing

/// A closure decorated with every concern it can take gets them as a protocol member does, through
/// the same helpers and in the canonical order: traced, logged, counted, retried, broken and timed out.
@Suite(.timeLimit(.minutes(3))) struct ClosureDecoratorEveryConcernTests {
    private static let everyConcern: ConcernSet = [
        .tracing, .logging, .metrics, .retry, .circuitBreaker, .timeout,
    ]

    @Test func anAsyncClosureGetsEveryConcernInCanonicalOrder() async throws {
        let strategy = RetryStrategy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        let clock = fixture.clock
        let calls = CallCounter()
        let decorator = ClosureDecorator(
            "Catalog.sessions", concerns: fixture.concerns, with: Self.everyConcern, logPoints: [.before, .after])
        let load = decorator.decorate { (reason: String) async throws -> String in
            try await clock.waitForSleepers(.timeoutDeadline, count: 1)  // the attempt's own deadline
            if calls.next() == 1 { throw FlakyError("offline") }
            return "sessions for \(reason)"
        }
        #expect(try await load("sleep") == "sessions for sleep")
        #expect(calls.value == 2)
        #expect(clock.sleeperCount == 0, "each deadline ended with its attempt")

        // One span around the call; every event inside it.
        let span = try #require(fixture.tracer.spans.only)
        #expect(span.name == "Catalog.sessions")
        #expect(span.attributes == [TracingAttribute.functionName: "Catalog.sessions"])
        let events = fixture.log.events
        #expect(events.map(\.name) == ["Catalog.sessions", "Catalog.sessions retry", "Catalog.sessions"])
        for event in events {
            #expect(event.data["span_id"] == .string(span.identity.spanID), "\(event.name) is inside the span")
        }
        #expect(events.last?.data["outcome"] == "returned")

        // Metrics count one call around both attempts, and the retry between them.
        let snapshot = fixture.metrics.snapshot()
        #expect(
            snapshot.counter(
                MetricName.closureCalls, ["closure": "Catalog.sessions", "outcome": "success"]) == 1)
        #expect(snapshot.counter(MetricName.closureRetries, ["closure": "Catalog.sessions"]) == 1)
        #expect(
            snapshot.counter(MetricName.closureErrors, ["closure": "Catalog.sessions", "error_type": "FlakyError"])
                == nil)

        // The breaker saw both attempts: its own, named after the closure, in this module.
        let breaker = try #require(fixture.circuitBreakers.all.only)
        #expect(breaker.name == "Catalog.sessions")
        #expect(breaker.module == "CrosscutTests")
        #expect(breaker.state == .closed)
    }

    @Test func eachAttemptThatOutlivesItsLimitTimesOutAndIsRetried() async throws {
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.zero), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let decorator = ClosureDecorator(
            "Catalog.sessions", concerns: concerns, with: Self.everyConcern, timeout: .seconds(2))
        let load = decorator.decorate { () async throws -> Int in
            try await Task.sleep(for: .seconds(3600))  // cancelled when its deadline passes
            return 1
        }
        let call = Task { try await load() }
        for _ in 1...2 {
            try await clock.waitForSleepers(.timeoutDeadline, count: 1)
            clock.advance(by: .seconds(2))
        }
        await #expect(throws: TimeoutError(call: "Catalog.sessions", limit: .seconds(2))) { try await call.value }
        let snapshot = fixture.metrics.snapshot()
        #expect(snapshot.counter(MetricName.closureRetries, ["closure": "Catalog.sessions"]) == 1)
        #expect(
            snapshot.counter(MetricName.closureErrors, ["closure": "Catalog.sessions", "error_type": "TimeoutError"])
                == 1)
        #expect(fixture.tracer.spans.only?.attributes[TracingAttribute.errorType] == "TimeoutError")
    }

    @Test func theBreakerOpensAfterFailuresAndThenFailsFast() throws {
        let fixture = TestConcerns(circuitBreakerPolicy: .fourCallsTenSeconds)
        let calls = CallCounter()
        let refresh = ClosureDecorator("Catalog.refresh", concerns: fixture.concerns, with: Self.everyConcern)
            .decorate { () throws in
                calls.next()
                throw FlakyError("503")
            }
        for _ in 1...4 { #expect(throws: FlakyError("503")) { try refresh() } }
        #expect(throws: CircuitOpenError(breaker: "Catalog.refresh", call: "Catalog.refresh")) { try refresh() }
        #expect(calls.value == 4, "the open circuit kept the fifth call from the closure")
        #expect(fixture.events(named: "Catalog.refresh circuit open").count == 1)
        #expect(
            fixture.metrics.snapshot().counter(
                MetricName.closureErrors, ["closure": "Catalog.refresh", "error_type": "CircuitOpenError"]) == 1)
    }

    @Test func timedOutAttemptsAreFailuresToTheBreaker() async throws {
        let fixture = TestConcerns(circuitBreakerPolicy: .fourCallsTenSeconds, timeoutLimit: .seconds(2))
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let calls = CallCounter()
        let load = ClosureDecorator("Catalog.sessions", concerns: concerns, with: [.circuitBreaker, .timeout])
            .decorate { () async throws -> Int in
                calls.next()
                try await Task.sleep(for: .seconds(3600))
                return 1
            }
        let fiveCalls = Task {
            var errors: [String] = []
            for _ in 1...5 {
                do { _ = try await load() } catch { errors.append("\(type(of: error))") }
            }
            return errors
        }
        for _ in 1...4 {
            try await clock.waitForSleepers(.timeoutDeadline, count: 1)
            clock.advance(by: .seconds(2))
        }
        #expect(await fiveCalls.value == Array(repeating: "TimeoutError", count: 4) + ["CircuitOpenError"])
        #expect(calls.value == 4)
    }

    @Test func aClosureSharesTheBreakerItNames() throws {
        let fixture = TestConcerns(circuitBreakerPolicy: .fourCallsTenSeconds)
        for _ in 1...4 { _ = try? fixture.callCatalog(failing: true) }
        let calls = CallCounter()
        let load = ClosureDecorator(
            "Recap.loadSessions", concerns: fixture.concerns, with: [.circuitBreaker], circuitBreaker: "Catalog"
        ).decorate { () throws -> Int in calls.next() }
        #expect(throws: CircuitOpenError(breaker: "Catalog", call: "Recap.loadSessions")) { try load() }
        #expect(calls.value == 0)
    }

    @MainActor
    @Test func aMainActorClosureRunsEveryAttemptOnTheMainActor() async throws {
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.zero), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        var attempts = 0
        let next: @MainActor () async throws -> Int = {
            MainActor.assertIsolated()
            attempts += 1
            if attempts == 1 { throw FlakyError() }
            return attempts
        }
        let decorated = ClosureDecorator("Age.next", concerns: fixture.concerns, with: Self.everyConcern)
            .decorate(next)
        #expect(try await decorated() == 2)
        #expect(fixture.tracer.spans.map(\.name) == ["Age.next"])
    }

    @Test func aNameWithoutADotIsOwnedByItsModule() async throws {
        let fixture = TestConcerns()
        let ping = ClosureDecorator("ping", concerns: fixture.concerns, with: [.tracing, .logging])
            .decorate { () async throws in }
        try await ping()
        #expect(fixture.tracer.spans.map(\.name) == ["CrosscutTests.ping"])
        #expect(fixture.log.events.map(\.name) == ["ping"])
    }
}

extension Collection {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
