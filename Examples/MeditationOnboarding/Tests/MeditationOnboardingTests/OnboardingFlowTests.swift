import Crosscut
import Testing

@testable import MeditationOnboarding

/// The whole onboarding driven through the Composer: the remote (seed 3, half the calls failing)
/// fails the first two tries, the retry decorator recovers, and the second request is a cache hit.
@MainActor
struct OnboardingFlowTests {
    let harness = OnboardingHarness(failureRate: 0.5, seed: 3)

    func runTheOnboarding() async {
        harness.composer.start()
        // Welcome → Reason (2: less stress) → Age (+2) → Recap → back to Age → Recap again → finish.
        await harness.press(.enter, .digit(2), .up, .up, .enter, .back, .enter, .enter)
    }

    @Test func logsEveryTechniqueInOrder() async {
        await runTheOnboarding()
        #expect(
            harness.events == [
                "info Welcome.next",
                "info Reason.choose",
                "info AgeManager.increase()",
                "info AgeManager.increase()",
                "info Age.next",
                "info RecapScreen.didAppear",
                "debug MeditationCatalog.sessions(for:) cache",
                "warning MeditationCatalog.sessions(for:) retry",
                "warning MeditationCatalog.sessions(for:) retry",
                "info MeditationCatalog.sessions(for:)",
                "warning MeditationCatalog.premiumSessions(for:) access denied",
                "warning MeditationCatalog.premiumSessions(for:)",
                "info Recap.back",
                "info RecapScreen.didDisappear",
                "info Age.next",
                "info RecapScreen.didAppear",
                "debug MeditationCatalog.sessions(for:) cache",
                "info MeditationCatalog.sessions(for:)",
                "warning MeditationCatalog.premiumSessions(for:) access denied",
                "warning MeditationCatalog.premiumSessions(for:)",
                "info Recap.finish",
            ])
    }

    @Test func eventsCarryTheCallsDetails() async {
        await runTheOnboarding()
        let events = harness.log.events
        let cache = events.filter { $0.name == "MeditationCatalog.sessions(for:) cache" }
        #expect(cache.map { $0.data["result"] } == ["miss", "hit"])
        let retries = events.filter { $0.name == "MeditationCatalog.sessions(for:) retry" }
        #expect(retries.map { $0.data["attempt"] } == [1, 2])
        #expect(retries.allSatisfy { $0.data["error"] == "503 Service Unavailable" })
        let calls = events.filter { $0.name == "MeditationCatalog.sessions(for:)" }
        #expect(calls.map { $0.data["reason"] } == ["lessStress", "lessStress"])
        #expect(calls.map { $0.data["outcome"] } == ["returned", "returned"])
        // The first call took the simulated latencies and back-off, the cached one no time at all;
        // logs give milliseconds to the microsecond.
        let allTime = (harness.clock.now.offset / .microseconds(1)).rounded() / 1_000
        #expect(calls.first?.data["duration_ms"] == .double(allTime))
        #expect(calls.last?.data["duration_ms"] == .double(0))
        let lifecycle = events.filter { $0.name.hasPrefix("RecapScreen.") }
        #expect(lifecycle.allSatisfy { $0.data["reason"] == "lessStress" })
    }

    @Test func metricsCountCallsRetriesAndCacheHits() async {
        await runTheOnboarding()
        let snapshot = harness.metrics.snapshot()
        let catalog: Dimensions = [
            "module": "MeditationOnboarding", "service": "MeditationCatalog", "member": "sessions(for:)",
        ]
        #expect(snapshot.counter(MetricName.retries, catalog) == 2)
        #expect(
            snapshot.counter(
                MetricName.calls,
                [
                    "module": "MeditationOnboarding", "service": "MeditationCatalog", "member": "sessions(for:)",
                    "outcome": "success",
                ])
                == 2)
        #expect(
            snapshot.counter(
                MetricName.cacheRequests,
                [
                    "module": "MeditationOnboarding", "service": "MeditationCatalog", "member": "sessions(for:)",
                    "result": "hit",
                ])
                == 1)
        // The only errors are the guest's premium requests, denied before they reach the catalog.
        #expect(
            snapshot.counters.filter { $0.name == MetricName.errors }.map { $0.dimensions["member"] }
                == ["premiumSessions(for:)"])
        #expect(
            snapshot.counter(
                MetricName.accessDenied,
                [
                    "module": "MeditationOnboarding", "service": "MeditationCatalog",
                    "member": "premiumSessions(for:)", "permission": "sessions.premium", "reason": "not_permitted",
                ]) == 2)
        let summary = MetricsSummary(snapshot: snapshot, remoteCalls: harness.remote.calls, seed: 3)
        let increase = summary.rows.first { $0.name == "AgeManager.increase()" }
        #expect(increase?.calls == 2)
        let sessions = summary.rows.first { $0.name == "MeditationCatalog.sessions(for:)" }
        #expect(sessions?.calls == 2)
        #expect(sessions?.retries == 2)
        #expect(sessions?.cacheHits == 1)
        #expect(sessions?.cacheMisses == 1)
        #expect(sessions?.latency != nil)
        let durations = snapshot.histogram(
            MetricName.callDuration,
            [
                "module": "MeditationOnboarding", "service": "MeditationCatalog", "member": "sessions(for:)",
                "outcome": "success",
            ])
        #expect(durations?.count == 2)
        // The whole run was the first call, its backoff included; histograms keep whole nanoseconds.
        let elapsed = harness.clock.now.offset
        #expect(durations?.max.map { elapsed - $0 < .nanoseconds(1) && $0 <= elapsed } == true)
        // Three tries reached the remote for the first request, none for the cached second one.
        #expect(harness.remote.calls == 3)
    }

    @Test func recapShowsTheAnswersAndTheRecommendedSessions() async {
        await runTheOnboarding()
        #expect(harness.composer.isFinished)
        #expect(harness.composer.answers == Answers(reason: .lessStress, age: 32))
        #expect(harness.recap?.recommendations == .sessions(SessionLibrary.sessions(for: .lessStress)))
        let lines = harness.recap?.frame.lines.map(\.text) ?? []
        #expect(lines.contains("You want to: Feel less stressed"))
        #expect(lines.contains("Your age: 32"))
        #expect(lines.contains("  1. Three-minute breathing space · 3 min"))
        #expect(harness.recap?.premium == .needsSubscription, "the guest does not subscribe")
        #expect(lines.contains("Premium sessions need a subscription."))
    }

    @Test func aSubscriberSeesThePremiumSessions() async {
        let harness = OnboardingHarness(failureRate: 0, seed: 3, user: Caller(id: "ada", roles: ["sessions.premium"]))
        harness.composer.start()
        await harness.press(.enter, .digit(2), .enter)
        #expect(harness.recap?.premium == .sessions(SessionLibrary.premiumSessions(for: .lessStress)))
        #expect(
            harness.recap?.frame.lines.map(\.text).contains("  ★ A guided retreat: feel less stressed · 30 min") == true
        )
        #expect(!harness.events.contains { $0.contains("access denied") })
    }

    @Test func aRemoteThatAlwaysFailsOpensTheCircuitAndTheRecapSaysSo() async {
        let harness = OnboardingHarness(failureRate: 1, seed: 3)
        harness.composer.start()
        await harness.press(.enter, .enter, .enter)
        #expect(
            harness.recap?.recommendations
                == .unavailable("the catalog keeps failing, so we paused asking it for a moment"))
        #expect(harness.remote.calls == 3, "the third failure opened the circuit, and the fourth attempt failed fast")
        #expect(harness.events.contains("warning MeditationCatalog circuit open"))
        let failure = harness.log.events.last { $0.name == "MeditationCatalog.sessions(for:)" }
        #expect(failure != nil)
        #expect(failure?.level == .error)
        #expect(failure?.data["error_type"] == "CircuitOpenError")
        let snapshot = harness.metrics.snapshot()
        #expect(
            snapshot.counter(
                MetricName.errors,
                [
                    "module": "MeditationOnboarding", "service": "MeditationCatalog", "member": "sessions(for:)",
                    "error_type": "CircuitOpenError",
                ]) == 1)
        let summary = MetricsSummary(snapshot: snapshot, remoteCalls: harness.remote.calls, seed: 3)
        #expect(summary.circuitChanges == [.init(breaker: "MeditationCatalog", from: "closed", to: "open", count: 1)])
        #expect(summary.text.hasSuffix("\ncircuit MeditationCatalog: closed → open ×1"))
    }

    @Test func aDifferentReasonIsACacheMissTheSameReasonAHit() async {
        let harness = OnboardingHarness(failureRate: 0, seed: 3)
        harness.composer.start()
        await harness.press(.enter, .digit(1), .enter, .back, .back, .digit(4), .enter, .back, .back, .digit(1), .enter)
        let results = harness.log.events.filter { $0.name.hasSuffix(" cache") }.map { $0.data["result"] }
        #expect(results == ["miss", "miss", "hit"])
        #expect(harness.remote.calls == 2)
    }

    @Test func aTypedAgeTheAppDoesNotAcceptIsRefusedByTheDecoratorAndTheScreenSaysWhy() async throws {
        harness.composer.start()
        await harness.press(.enter, .digit(2), .digit(7), .enter)
        let age = try #require(harness.composer.navigator.visible as? AgeScreen)
        #expect(age.age == 30, "the manager never saw 7")
        #expect(age.refusal == "Your age must be between 16 and 99.")
        #expect(age.frame.lines.contains(Frame.Line("Your age must be between 16 and 99.", style: .muted)))
        let refusal = try #require(harness.log.events.first { $0.name == "AgeManager.choose(age:) invalid arguments" })
        #expect(refusal.level == .warning)
        #expect(refusal.data["violations"] == "age must be between 16 and 99")

        await harness.press(.digit(4), .digit(2), .enter)
        #expect(age.age == 42)
        #expect(age.refusal == nil)
        await harness.press(.enter)
        #expect(harness.composer.answers.age == 42)
    }
}
