import Crosscut
import CrosscutTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct ClosureDecoratorCompositionTests {
    @Test func loggedLogsBeforeTheOriginalRunsAndPassesArgumentsAndResultThrough() {
        let fixture = TestConcerns()
        var eventsSeenByOriginal: [Int] = []
        let original: (Int, String) -> String = { number, text in
            eventsSeenByOriginal.append(fixture.log.events.count)
            return "\(text)\(number)"
        }
        let decorated = fixture.concerns.logged("Welcome.nextPressed", original)
        #expect(decorated(7, "screen") == "screen7")
        #expect(eventsSeenByOriginal == [1])
        #expect(fixture.log.events.map(\.name) == ["Welcome.nextPressed"])
        #expect(fixture.log.events.first?.level == .info)
        #expect(fixture.log.events.first?.data == [:])
    }

    @Test func loggingAfterReportsOutcomeAndDuration() {
        let fixture = TestConcerns()
        let decorated = fixture.concerns.logged("Age.increase", at: [.before, .after], level: .notice) {
            fixture.clock.advance(by: .milliseconds(5))
            #expect(fixture.log.events.count == 1)
        }
        decorated()
        let events = fixture.log.events
        #expect(events.map(\.name) == ["Age.increase", "Age.increase"])
        #expect(events.map(\.level) == [.notice, .notice])
        #expect(events.last?.data == ["outcome": "returned", "duration_ms": 5.0])
    }

    @Test func aThrowingClosureKeepsItsErrorAndLogsItAfter() {
        let fixture = TestConcerns()
        let original = { (text: String) throws(FlakyError) -> Int in throw FlakyError("bad \(text)") }
        let decorated = fixture.concerns.logged("Reason.selected", at: .after, original)
        let outcome: Result<Int, FlakyError>
        do throws(FlakyError) {
            outcome = .success(try decorated("sleep"))
        } catch {
            outcome = .failure(error)
        }
        #expect(outcome == .failure(FlakyError("bad sleep")))
        let event = fixture.log.events.first
        #expect(fixture.log.events.count == 1)
        #expect(event?.level == .error)
        #expect(
            event?.data == ["outcome": "threw", "error_type": "FlakyError", "error": "bad sleep", "duration_ms": 0.0])
    }

    @Test func asyncClosuresAreDecoratedToo() async throws {
        let fixture = TestConcerns()
        let original: (Int) async throws -> Int = { value in
            await Task.yield()
            return value * 2
        }
        let decorated = fixture.concerns.logged("Catalog.load", original)
        #expect(try await decorated(21) == 42)
        #expect(fixture.log.events.map(\.name) == ["Catalog.load"])

        let plain: () async -> String = { "ok" }
        #expect(await fixture.concerns.logged("Catalog.ping", plain)() == "ok")
        #expect(fixture.log.events.count == 2)
    }

    @MainActor
    @Test func mainActorClosuresStayOnTheMainActor() async {
        let fixture = TestConcerns()
        var pressed = 0
        let next: @MainActor () -> Void = {
            MainActor.assertIsolated()
            pressed += 1
        }
        let decorated: @MainActor () -> Void = fixture.concerns.logged("Welcome.nextPressed", next)
        decorated()
        let load: @MainActor (Int) async -> Int = { $0 + 1 }
        let decoratedLoad: @MainActor (Int) async -> Int = fixture.concerns.measured("Recap.load", load)
        #expect(await decoratedLoad(1) == 2)
        #expect(pressed == 1)
        #expect(fixture.log.events.map(\.name) == ["Welcome.nextPressed"])
        #expect(
            fixture.metrics.snapshot().counters == [
                CounterSnapshot(
                    name: "crosscut_closure_calls_total", dimensions: ["closure": "Recap.load", "outcome": "success"],
                    value: 1)
            ])
    }

    @Test func aConcernSwitchedOffLeavesTheClosureUntouched() {
        let fixture = TestConcerns(enabled: [.metrics])
        var calls = 0
        let decorated = fixture.concerns.logged("Welcome.nextPressed") { calls += 1 }
        decorated()
        #expect(calls == 1)
        #expect(fixture.log.events.isEmpty)
    }

    @Test func measuredCountsAndTimesEachCall() throws {
        let fixture = TestConcerns()
        let original: (Bool) throws -> Void = { fails in
            fixture.clock.advance(by: .milliseconds(30))
            if fails { throw FlakyError() }
        }
        let decorated = fixture.concerns.measured("Catalog.refresh", original)
        try decorated(false)
        #expect(throws: FlakyError.self) { try decorated(true) }
        let success: Dimensions = ["closure": "Catalog.refresh", "outcome": "success"]
        let failure: Dimensions = ["closure": "Catalog.refresh", "outcome": "error"]
        let snapshot = fixture.metrics.snapshot()
        #expect(snapshot.counters.count == 3)
        #expect(snapshot.counter("crosscut_closure_calls_total", success) == 1)
        #expect(snapshot.counter("crosscut_closure_calls_total", failure) == 1)
        #expect(
            snapshot.counter(
                "crosscut_closure_errors_total", ["closure": "Catalog.refresh", "error_type": "FlakyError"]) == 1)
        #expect(snapshot.histograms.count == 2)
        for dimensions in [success, failure] {
            let histogram = snapshot.histogram("crosscut_closure_duration_seconds", dimensions)
            #expect(histogram?.count == 1)
            #expect(histogram?.max == .milliseconds(30))
        }
        #expect(fixture.log.events.isEmpty)
    }

    @Test func retriedRetriesAnAsyncClosureUnderThePolicyAndReportsEachRetry() async throws {
        let strategy = RetryStrategy(maxAttempts: 4, backoff: .constant(.zero), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        let calls = CallCounter()
        let original: (String) async throws -> String = { reason in
            if calls.next() < 3 { throw FlakyError("offline") }
            return "sessions for \(reason)"
        }
        let decorated = fixture.concerns.retried("Catalog.sessions", original)
        #expect(try await decorated("sleep") == "sessions for sleep")
        #expect(calls.value == 3)
        #expect(fixture.log.events.map(\.name) == ["Catalog.sessions retry", "Catalog.sessions retry"])
        #expect(fixture.log.events.map(\.level) == [.warning, .warning])
        #expect(fixture.log.events.map { $0.data["attempt"] } == [1, 2])
        #expect(fixture.log.events.first?.data["error"] == "offline")
        #expect(
            fixture.metrics.snapshot().counters == [
                CounterSnapshot(
                    name: "crosscut_closure_retries_total", dimensions: ["closure": "Catalog.sessions"], value: 2)
            ])
    }

    @Test func retriedSyncClosuresRetryWithoutSleeping() throws {
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(60)), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        var calls = 0
        let decorated = fixture.concerns.retried("Settings.load") { () throws(FlakyError) -> Int in
            calls += 1
            if calls == 1 { throw FlakyError() }
            return calls
        }
        #expect(try decorated() == 2)
        #expect(fixture.log.events.first?.data["delay_ms"] == 0.0)
    }

    @Test func aDecoratorAppliesItsConcernsInCanonicalOrder() async throws {
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.zero), jitter: .none)
        let fixture = TestConcerns(retryStrategy: strategy)
        let calls = CallCounter()
        let decorator = ClosureDecorator(
            "Catalog.refresh", concerns: fixture.concerns, with: [.logging, .metrics, .retry, .caching],
            logPoints: [.before, .after])
        #expect(decorator.requested == [.logging, .metrics, .retry, .caching])
        let original: () async throws -> Void = {
            if calls.next() == 1 { throw FlakyError() }
        }
        try await decorator.decorate(original)()
        // Caching refused; then one logged call around both attempts: before, the retry, after.
        #expect(
            fixture.log.events.map(\.name) == [
                "Catalog.refresh not cached", "Catalog.refresh", "Catalog.refresh retry", "Catalog.refresh",
            ])
        #expect(fixture.log.events.last?.data["outcome"] == "returned")
        // Metrics count one call around both attempts too, and the retry in between.
        let snapshot = fixture.metrics.snapshot()
        #expect(snapshot.counters.count == 2)
        #expect(snapshot.counter("crosscut_closure_retries_total", ["closure": "Catalog.refresh"]) == 1)
        #expect(
            snapshot.counter("crosscut_closure_calls_total", ["closure": "Catalog.refresh", "outcome": "success"]) == 1)
    }
}
