import Crosscut
import CrosscutTesting
import Testing

/// The documentation's example through its generated decorators: logging, metrics, caching, retry.
@Suite struct SessionCatalogTests {
    @Test func loggingRecordsArgumentsOutcomeAndRedactsMarkedParameters() async throws {
        let harness = TestConcerns.harness()
        let catalog = LiveCatalog(counter: CallCounter()).decorated(withLogging: harness.concerns)
        let sessions = try await catalog.sessions(for: .sleep, limit: 1)
        let account = try await catalog.signIn(token: "secret-token")
        #expect(sessions == [Session(title: "sleep 1")])
        #expect(account == "account-12")
        let call = try #require(harness.events(named: "SessionCatalog.sessions(for:limit:)").first)
        #expect(call.level == .info)
        #expect(call.data["reason"] == "sleep")
        #expect(call.data["limit"] == 1)
        #expect(call.data["outcome"] == "returned")
        #expect(call.data["duration_ms"] != nil)
        let signIn = try #require(harness.events(named: "SessionCatalog.signIn(token:)").first)
        #expect(signIn.data["token"] == .redacted("<redacted>"))
        #expect(!harness.log.events.contains { $0.data.contains { $0.value.description.contains("secret") } })
    }

    @Test func loggingRecordsThrownErrorsAtErrorLevel() async {
        let harness = TestConcerns.harness()
        let catalog = LiveCatalog(counter: CallCounter(failing: ["refresh": 1])).decorated(withLogging: harness.concerns)
        await #expect(throws: FakeError(code: 1)) { try await catalog.refresh() }
        let event = harness.events(named: "SessionCatalog.refresh()").first
        #expect(event?.level == .error)
        #expect(event?.data["outcome"] == "threw")
        #expect(event?.data["error"] == "FakeError(code: 1)")
    }

    @Test func metricsCountCallsByOutcomeAndErrorsByType() async {
        let harness = TestConcerns.harness()
        let catalog = LiveCatalog(counter: CallCounter(failing: ["refresh": 1])).decorated(withMetrics: harness.concerns)
        _ = try? await catalog.sessions(for: .focus, limit: 2)
        _ = try? await catalog.refresh()
        try? await catalog.refresh()
        #expect(harness.calls("SessionCatalog", "sessions(for:limit:)") == 1)
        #expect(harness.calls("SessionCatalog", "refresh()") == 1)
        #expect(harness.calls("SessionCatalog", "refresh()", outcome: "error") == 1)
        let errors = harness.metrics.snapshot().counter(
            "crosscut_errors_total",
            ["error_type": "FakeError", "member": "refresh()", "module": "DecoratorTests", "service": "SessionCatalog"])
        #expect(errors == 1)
        let durations = harness.metrics.snapshot().histogram(
            "crosscut_call_duration_seconds",
            [
                "member": "sessions(for:limit:)", "outcome": "success", "module": "DecoratorTests",
                "service": "SessionCatalog",
            ])
        #expect(durations?.count == 1)
    }

    @Test func metricsSkipMembersMarkedSkip() async throws {
        let harness = TestConcerns.harness()
        let catalog = LiveCatalog(counter: CallCounter()).decorated(withMetrics: harness.concerns)
        try await catalog.submit(5)
        #expect(harness.calls("SessionCatalog", "submit(_:)") == nil)
    }

    @Test func cachingServesHitsPerArgumentsAndInvalidates() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter()
        let catalog = LiveCatalog(counter: counter).decorated(withCaching: harness.concerns)
        _ = try await catalog.sessions(for: .sleep, limit: 2)
        _ = try await catalog.sessions(for: .sleep, limit: 2)
        #expect(counter.count("sessions") == 1)
        _ = try await catalog.sessions(for: .sleep, limit: 1)
        _ = try await catalog.sessions(for: .focus, limit: 2)
        #expect(counter.count("sessions") == 3)
        #expect(harness.cache.statistics.hits == 1)
        #expect(harness.cache.statistics.misses == 3)
        try await catalog.refresh()
        _ = try await catalog.sessions(for: .sleep, limit: 2)
        #expect(counter.count("sessions") == 4)
        let requests = harness.metrics.snapshot().counter(
            "crosscut_cache_requests_total",
            [
                "member": "sessions(for:limit:)", "result": "hit", "module": "DecoratorTests",
                "service": "SessionCatalog",
            ])
        #expect(requests == 1)
    }

    @Test func cachingExpiresAfterTheAnnotatedTTL() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter()
        let catalog = LiveCatalog(counter: counter).decorated(withCaching: harness.concerns)
        _ = try await catalog.sessions(for: .sleep, limit: 2)
        harness.clock.advance(by: .seconds(299))
        _ = try await catalog.sessions(for: .sleep, limit: 2)
        #expect(counter.count("sessions") == 1)
        harness.clock.advance(by: .seconds(2))
        _ = try await catalog.sessions(for: .sleep, limit: 2)
        #expect(counter.count("sessions") == 2)
    }

    @Test func cachingSyncMembersAndLeavingOtherMembersUncached() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter()
        let catalog = LiveCatalog(counter: counter).decorated(withCaching: harness.concerns)
        #expect(try catalog.count(of: .sleep) == 7)
        #expect(try catalog.count(of: .sleep) == 7)
        #expect(counter.count("count") == 1)
        _ = try await catalog.signIn(token: "a")
        _ = try await catalog.signIn(token: "a")
        #expect(counter.count("signIn") == 2)
    }

    @Test func retryRetriesThrowingMembersButNotNoRetryOnes() async throws {
        let harness = TestConcerns.harness(maxAttempts: 3)
        let counter = CallCounter(failing: ["sessions": 2, "submit": 1])
        let catalog = LiveCatalog(counter: counter).decorated(withRetry: harness.concerns)
        let sessions = try await catalog.sessions(for: .sleep, limit: 1)
        #expect(sessions.count == 1)
        #expect(counter.count("sessions") == 3)
        #expect(harness.retries("SessionCatalog", "sessions(for:limit:)") == 2)
        #expect(
            harness.events(named: "SessionCatalog.sessions(for:limit:) retry").map { $0.data["attempt"] } == [1, 2])
        await #expect(throws: FakeError(code: 1)) { try await catalog.submit(1) }
        #expect(counter.count("submit") == 1)
    }

    @Test func retryGivesUpAfterMaxAttemptsWithTheLastError() async {
        let harness = TestConcerns.harness(maxAttempts: 2)
        let counter = CallCounter(failing: ["refresh": 5])
        let catalog = LiveCatalog(counter: counter).decorated(withRetry: harness.concerns)
        await #expect(throws: FakeError(code: 1)) { try await catalog.refresh() }
        #expect(counter.count("refresh") == 2)
    }

    @Test func decoratedComposesInCanonicalOrderSoRetriesAreLoggedOnce() async throws {
        let harness = TestConcerns.harness(maxAttempts: 3)
        let counter = CallCounter(failing: ["signIn": 1])
        let catalog = LiveCatalog(counter: counter).decorated(with: harness.concerns)
        _ = try await catalog.signIn(token: "t")
        #expect(counter.count("signIn") == 2)
        #expect(harness.events(named: "SessionCatalog.signIn(token:)").map(\.level) == [.info])
        #expect(harness.calls("SessionCatalog", "signIn(token:)") == 1)
        #expect(harness.retries("SessionCatalog", "signIn(token:)") == 1)
    }

    @Test func switchedOffConcernsForwardUntouched() async throws {
        let harness = TestConcerns.harness(maxAttempts: 3, enabled: [])
        let counter = CallCounter(failing: ["sessions": 1])
        let catalog = LiveCatalog(counter: counter).decorated(with: harness.concerns)
        await #expect(throws: FakeError(code: 1)) { try await catalog.sessions(for: .sleep, limit: 1) }
        _ = try await catalog.sessions(for: .sleep, limit: 1)
        _ = try await catalog.sessions(for: .sleep, limit: 1)
        #expect(counter.count("sessions") == 3)
        #expect(harness.log.events.isEmpty)
        #expect(harness.metrics.snapshot().counters.isEmpty)
    }
}
