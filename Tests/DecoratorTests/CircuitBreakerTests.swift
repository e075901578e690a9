import Crosscut
import CrosscutTesting
import Testing

/// The generated circuit-breaking and timing-out decorators, through the plugin: two services that
/// name one breaker trip together, the retry outside the breaker stops at the open circuit, the break
/// ends on the manual clock, and attempts that outlive their deadline are retried and open the circuit.
@Suite struct CircuitBreakingDecoratorTests {
    private let policy = CircuitBreakerPolicy(
        failureRatio: 0.5, minimumCalls: 3, window: 3, breakDuration: .seconds(30))

    @Test func servicesNamingOneBreakerTripTogetherAndRetryStopsAtTheOpenCircuit() async throws {
        let harness = TestConcerns(
            retryStrategy: RetryStrategy(maxAttempts: 5, backoff: .constant(.zero), jitter: .none),
            circuitBreakerPolicy: policy)
        let remote = RecommendationRemote()
        let recommendations = RemoteRecommendations(remote: remote).decorated(with: harness.concerns)
        let featured = RemoteFeatured(remote: remote).decorated(with: harness.concerns)

        remote.isDown = true
        await #expect(throws: CircuitOpenError(breaker: "recommendations", call: "Recommendations.sessions(for:)")) {
            try await recommendations.sessions(for: "sleep")
        }
        #expect(remote.calls == 3, "the third failure opens the circuit; the fourth attempt fails fast, and no fifth")
        #expect(throws: CircuitOpenError.self) { try featured.featured() }
        #expect(remote.calls == 3, "the other service fails fast too")
        #expect(recommendations.lastReason == "sleep", "a member that cannot fail fast forwards")

        remote.isDown = false
        harness.clock.advance(by: .seconds(30))
        #expect(try featured.featured() == ["Body scan"])
        #expect(try await recommendations.sessions(for: "focus") == ["focus in 5 minutes"])
        #expect(harness.circuitBreakers.breaker(named: "recommendations").state == .closed)
        let transitions = harness.log.events.filter { $0.name.hasPrefix("recommendations circuit") }.map(\.name)
        #expect(
            transitions == [
                "recommendations circuit open", "recommendations circuit half_open", "recommendations circuit closed",
            ])
    }

    @Test func attemptsThatTimeOutAreRetriedAndOpenTheCircuit() async throws {
        let harness = TestConcerns(
            retryStrategy: RetryStrategy(maxAttempts: 5, backoff: .constant(.zero), jitter: .none),
            circuitBreakerPolicy: policy)
        let remote = RecommendationRemote()
        remote.isHanging = true
        let recommendations = RemoteRecommendations(remote: remote).decorated(with: harness.concerns)
        let call = Task { try await recommendations.sessions(for: "sleep") }
        for _ in 0..<3 {
            try await harness.clock.waitForSleepers(.timeoutDeadline)  // an attempt's deadline
            harness.clock.advance(by: .seconds(2))
        }
        await #expect(throws: CircuitOpenError.self) { try await call.value }
        #expect(remote.calls == 3, "three attempts timed out, the fourth failed fast")
        let retries = harness.events(named: "Recommendations.sessions(for:) retry")
        #expect(retries.map { $0.data["error_type"] } == Array(repeating: .string("TimeoutError"), count: 3))
        #expect(harness.clock.sleeperCount == 0, "no attempt is left waiting")
    }
}
