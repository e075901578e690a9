import Crosscut
import CrosscutTesting
import Testing

@testable import MeditationOnboarding

/// The Composer's per-attempt timeout around the flaky catalog: an attempt slower than its deadline
/// is cancelled, retried and counted against the circuit breaker. (A catalog that keeps failing
/// opens the circuit: `OnboardingFlowTests`.)
@MainActor
struct ResilienceTests {
    @Test func anAttemptSlowerThanItsDeadlineIsCancelledRetriedAndCounted() async throws {
        let clock = ManualClock()
        let log = InMemoryEventSink()
        let concerns = Concerns.onboarding(
            logger: EventLogger(sink: log, minimumLevel: .debug, dateProvider: FixedDateProvider()),
            metrics: InMemoryMetricsRecorder(), seed: 3, clock: clock)
        // Every answer takes 500 ms: past the 300 ms deadline of each attempt.
        let remote = SimulatedRemote(
            failureRate: 0, seed: 3, clock: clock, minimumLatency: .milliseconds(500), latencySpread: .zero)
        let catalog = RemoteCatalog(remote: remote).decorated(with: concerns)
        let call = Task { try await catalog.sessions(for: .lessStress) }
        var retries: [EventRecord] { log.events.filter { $0.name == "MeditationCatalog.sessions(for:) retry" } }
        for attempt in 1...3 {
            try await clock.waitForSleepers(count: 2)  // the answer's latency and the attempt's deadline
            clock.advance(by: .milliseconds(300))
            // The retry is logged once the timed-out attempt has ended, before its backoff.
            while retries.count < attempt { try await Task.sleep(for: .milliseconds(1)) }
            try await clock.waitForSleepers(.retryBackoff)  // at most 2 s
            clock.advance(by: .seconds(2))
        }
        await #expect(throws: CircuitOpenError.self) { try await call.value }
        #expect(remote.calls == 3)
        #expect(retries.map { $0.data["error_type"] } == Array(repeating: .string("TimeoutError"), count: 3))
        #expect(clock.sleeperCount == 0, "no attempt is left waiting")
    }
}
