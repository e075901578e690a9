import Crosscut
import CrosscutTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct ConcernsRetryingTests {
    private let flaky = RetryStrategy(maxAttempts: 3, backoff: .constant(.milliseconds(20)), jitter: .none)

    @Test func eachRetryLogsAWarningAndIncrementsTheCounter() async throws {
        let fixture = TestConcerns(retryStrategy: flaky)
        let clock = fixture.clock
        let calls = CallCounter()
        let call = Task {
            try await fixture.concerns.retrying(service: "Catalog", member: "sessions(for:)") { () async throws in
                if calls.next() < 3 { throw FlakyError("timeout") }
                return calls.value
            }
        }
        for _ in 1...2 {
            try await clock.waitForSleepers(count: 1)
            clock.advance(by: .milliseconds(20))
        }
        #expect(try await call.value == 3)
        let events = fixture.log.events
        #expect(events.map(\.name) == ["Catalog.sessions(for:) retry", "Catalog.sessions(for:) retry"])
        #expect(events.map(\.level) == [.warning, .warning])
        #expect(
            events.first?.data == ["attempt": 1, "delay_ms": 20.0, "error_type": "FlakyError", "error": "timeout"])
        #expect(events.last?.data["attempt"] == 2)
        let dimensions: Dimensions = ["module": "CrosscutTests", "service": "Catalog", "member": "sessions(for:)"]
        #expect(fixture.metrics.snapshot().counters.count == 1)
        #expect(fixture.metrics.snapshot().counter("crosscut_retries_total", dimensions) == 2)
    }

    @Test func theSyncFormRetriesAtOnceAndReportsTheSame() throws {
        let fixture = TestConcerns(retryStrategy: flaky)
        var calls = 0
        let value = try fixture.concerns.retrying(service: "Settings", member: "load()") {
            () throws(FlakyError) -> Int in
            calls += 1
            if calls < 2 { throw FlakyError() }
            return 5
        }
        #expect(value == 5)
        #expect(fixture.log.events.map(\.name) == ["Settings.load() retry"])
        #expect(fixture.log.events.first?.data["delay_ms"] == 0.0)
        #expect(fixture.metrics.snapshot().counters.map(\.name) == ["crosscut_retries_total"])
        #expect(fixture.metrics.snapshot().counters.first?.value == 1)
    }

    @Test func withRetrySwitchedOffTheOperationRunsOnce() async {
        let fixture = TestConcerns(retryStrategy: flaky, enabled: [.logging, .metrics])
        let calls = CallCounter()
        await #expect(throws: FlakyError.self) {
            try await fixture.concerns.retrying(service: "Catalog", member: "refresh()") { () async throws in
                calls.next()
                throw FlakyError()
            }
        }
        #expect(calls.value == 1)
        #expect(fixture.log.events.isEmpty)
    }

    @Test func switchedOffLoggingAndMetricsStaySilentWhileRetrying() throws {
        let fixture = TestConcerns(retryStrategy: flaky, enabled: [.retry])
        var calls = 0
        #expect(throws: FlakyError.self) {
            try fixture.concerns.retrying(service: "Settings", member: "save()") { () throws(FlakyError) in
                calls += 1
                throw FlakyError()
            }
        }
        #expect(calls == 3)
        #expect(fixture.log.events.isEmpty)
        #expect(fixture.metrics.snapshot().counters.isEmpty)
    }

    @Test func cancellationReachesTheCallerAsCancellationError() async throws {
        let fixture = TestConcerns(retryStrategy: flaky)
        let calls = CallCounter()
        let result = try await resultWhenCancelledWhileSleeping(on: fixture.clock) {
            try await fixture.concerns.retrying(service: "Catalog", member: "refresh()") { () async throws in
                calls.next()
                throw FlakyError()
            }
        }
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(calls.value == 1)
    }
}
