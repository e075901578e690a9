import Crosscut
import CrosscutTesting
import Testing

/// The breaker where its callers give up, its probes hang and its policy is set out of bounds: a
/// cancelled call is no answer, a silent probe is no success, and no policy traps or never opens.
@Suite(.timeLimit(.minutes(3))) struct CircuitBreakerEdgeTests {
    private let policy = CircuitBreakerPolicy.fourCallsTenSeconds

    /// A fixture whose breaker `Catalog` is half-open, its break just over.
    private func halfOpen(_ policy: CircuitBreakerPolicy? = nil) -> TestConcerns {
        let fixture = TestConcerns(circuitBreakerPolicy: policy ?? self.policy)
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        fixture.clock.advance(by: .seconds(10))
        return fixture
    }

    @Test func aCancelledProbeIsNoAnswerAndTheNextCallerProbes() async throws {
        let fixture = halfOpen()
        let concerns = fixture.concerns
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let started = CallCounter()
        let probe = Task {
            try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
                started.next()
                try await Task.sleep(for: .seconds(600))
                return 2
            }
        }
        #expect(await eventually { started.value == 1 })
        probe.cancel()
        await #expect(throws: CancellationError.self) { try await probe.value }
        #expect(breaker.state == .halfOpen, "the dependency never answered: the circuit stays half-open")

        let calls = CallCounter()
        #expect(try fixture.callCatalog(failing: false, calls: calls) == 1)
        #expect(calls.value == 1, "the cancelled probe's place went to the next caller")
        #expect(breaker.state == .closed)
    }

    @Test func aProbeCancelledThroughRetryBreakerAndTimeoutLeavesTheCircuitHalfOpen() async throws {
        let fixture = TestConcerns(
            retryStrategy: RetryStrategy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none),
            circuitBreakerPolicy: policy)
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        fixture.clock.advance(by: .seconds(10))
        let concerns = fixture.concerns
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let started = CallCounter()
        // What RetryingCatalog → CircuitBreakingCatalog → TimingOutCatalog run.
        let caller = Task {
            try await concerns.retrying(service: "Catalog", member: "sessions()") { () async throws in
                try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
                    try await concerns.timingOut(service: "Catalog", member: "sessions()") {
                        started.next()
                        try await Task.sleep(for: .seconds(600))
                        return 2
                    }
                }
            }
        }
        #expect(await eventually { started.value == 1 })
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(started.value == 1, "a cancelled call is not retried")
        #expect(breaker.state == .halfOpen)
        let transitions = fixture.log.events.filter { $0.name.hasPrefix("Catalog circuit") }.map(\.name)
        #expect(transitions == ["Catalog circuit open", "Catalog circuit half_open"])
    }

    @Test func anErrorOnceTheCallerIsCancelledCountsNeitherWay() async throws {
        var lenient = policy
        lenient.isFailure = { ($0 as? FlakyError) != FlakyError("not ours") }  // that one would count as a success
        let fixture = halfOpen(lenient)
        let concerns = fixture.concerns
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let gate = TestGate()
        let started = CallCounter()
        let probe = Task {
            try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
                () async throws -> Int in
                started.next()
                await gate.wait()
                throw FlakyError("not ours")
            }
        }
        #expect(await eventually { started.value == 1 })
        probe.cancel()
        gate.open()
        await #expect(throws: FlakyError.self) { try await probe.value }
        #expect(breaker.state == .halfOpen)
    }

    @Test func aProbeThatDoesNotAnswerWithinABreakOpensTheCircuitAgain() async throws {
        let fixture = halfOpen()
        let concerns = fixture.concerns
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let gate = TestGate()
        let started = CallCounter()
        let probe = Task {
            try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
                started.next()
                await gate.wait()
                return 2
            }
        }
        #expect(await eventually { started.value == 1 })
        fixture.clock.advance(by: .seconds(9))
        #expect(throws: CircuitOpenError.self) { try fixture.callCatalog(failing: false) }
        #expect(breaker.state == .halfOpen)

        fixture.clock.advance(by: .seconds(1))
        let calls = CallCounter()
        #expect(throws: CircuitOpenError.self) { try fixture.callCatalog(failing: false, calls: calls) }
        #expect(breaker.state == .open, "the silent probe counts as failed")
        #expect(calls.value == 0)

        gate.open()
        #expect(try await probe.value == 2)
        #expect(breaker.state == .open, "the late answer belongs to the half-open circuit that ended")
        fixture.clock.advance(by: .seconds(10))
        #expect(try fixture.callCatalog(failing: false) == 1)
        #expect(breaker.state == .closed)
    }

    @Test(arguments: [0, -1, Int.min])
    func aWindowOutOfBoundsIsWidenedToTheMinimum(window: Int) throws {
        var outOfBounds = policy
        outOfBounds.window = window  // set after init, which would have widened it
        let fixture = TestConcerns(circuitBreakerPolicy: outOfBounds)
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        #expect(breaker.policy.window == 4)
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        #expect(breaker.state == .open)
    }

    @Test func aMinimumAboveTheWindowStillOpens() throws {
        var policy = policy
        policy.minimumCalls = 6  // above the window of 4
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        for _ in 0..<5 { _ = try? fixture.callCatalog(failing: true) }
        #expect(fixture.circuitBreakers.breaker(named: "Catalog").state == .closed)
        _ = try? fixture.callCatalog(failing: true)
        #expect(fixture.circuitBreakers.breaker(named: "Catalog").state == .open)
    }

    @Test func theOtherPartsOutOfBoundsAreBroughtWithinThem() {
        var policy = CircuitBreakerPolicy()
        policy.failureRatio = .nan
        policy.minimumCalls = -3
        policy.window = .max
        policy.breakDuration = .seconds(-5)
        policy.probes = 0
        let applied = CircuitBreaker(name: "Catalog", policy: policy).policy
        #expect(applied.failureRatio == 1)
        #expect(applied.minimumCalls == 1)
        #expect(applied.window == 65_536)
        #expect(applied.breakDuration == .zero)
        #expect(applied.probes == 1)
        #expect(CircuitBreaker(name: "Catalog", policy: CircuitBreakerPolicy(failureRatio: 7)).policy.failureRatio == 1)
    }
}
