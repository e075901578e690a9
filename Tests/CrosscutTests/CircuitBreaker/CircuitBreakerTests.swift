import Crosscut
import CrosscutTesting
import Testing

/// Every transition of the breaker through `Concerns.breaking`, on the manual clock: closed → open at
/// the policy's ratio, open calls failing fast without reaching the dependency, half-open probes after
/// the break, and what a transition logs and counts.
@Suite(.timeLimit(.minutes(3))) struct CircuitBreakerTests {
    private let policy = CircuitBreakerPolicy.fourCallsTenSeconds

    @Test func itOpensAtTheRatioOnceTheWindowHasItsMinimumAndThenFailsFast() throws {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        let calls = CallCounter()
        _ = try fixture.callCatalog(failing: false, calls: calls)
        for _ in 0..<2 { _ = try? fixture.callCatalog(failing: true, calls: calls) }  // 2 of 3: under the minimum
        #expect(fixture.circuitBreakers.breaker(named: "Catalog").state == .closed)
        _ = try? fixture.callCatalog(failing: true, calls: calls)  // 3 of 4 ≥ 0.5
        #expect(fixture.circuitBreakers.breaker(named: "Catalog").state == .open)
        #expect(calls.value == 4)

        #expect(throws: CircuitOpenError(breaker: "Catalog", call: "Catalog.sessions()")) {
            try fixture.callCatalog(failing: false, calls: calls)
        }
        #expect(calls.value == 4, "an open circuit never reaches the dependency")
        #expect(
            String(describing: CircuitOpenError(breaker: "Catalog", call: "Catalog.sessions()"))
                == "Catalog.sessions() failed fast: circuit 'Catalog' is open")
    }

    @Test func afterTheBreakAProbeClosesItOrOpensItAgain() throws {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        fixture.clock.advance(by: .seconds(9))
        #expect(throws: CircuitOpenError.self) { try fixture.callCatalog(failing: false) }

        fixture.clock.advance(by: .seconds(1))
        #expect(throws: FlakyError.self) { try fixture.callCatalog(failing: true) }  // the probe fails
        #expect(breaker.state == .open)
        #expect(throws: CircuitOpenError.self) { try fixture.callCatalog(failing: false) }

        fixture.clock.advance(by: .seconds(10))
        #expect(try fixture.callCatalog(failing: false) == 1)  // the probe succeeds
        #expect(breaker.state == .closed)
        _ = try? fixture.callCatalog(failing: true)  // a fresh window: one failure opens nothing
        #expect(breaker.state == .closed)
    }

    @Test func whileHalfOpenOnlyTheProbesGoThrough() async throws {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        fixture.clock.advance(by: .seconds(10))
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let gate = TestGate()
        let concerns = fixture.concerns
        let probe = Task {
            try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
                await gate.wait()
                return 2
            }
        }
        #expect(await eventually { breaker.state == .halfOpen })
        let calls = CallCounter()
        for _ in 0..<3 {
            await #expect(throws: CircuitOpenError.self) {
                try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") { () async in
                    calls.next()
                }
            }
        }
        #expect(calls.value == 0)
        gate.open()
        #expect(try await probe.value == 2)
        #expect(breaker.state == .closed)
    }

    @Test func errorsThePolicyDoesNotCountAreSuccesses() throws {
        var lenient = policy
        lenient.isFailure = { !($0 is FlakyError) }
        let fixture = TestConcerns(circuitBreakerPolicy: lenient)
        for _ in 0..<8 { _ = try? fixture.callCatalog(failing: true) }
        #expect(fixture.circuitBreakers.breaker(named: "Catalog").state == .closed)
    }

    @Test func aCallThatStartedBeforeTheCircuitOpenedDoesNotCountAfter() async throws {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let gate = TestGate()
        let started = CallCounter()
        let concerns = fixture.concerns
        let slow = Task {
            try await concerns.breaking(with: breaker, service: "Catalog", member: "slow()") { () async throws in
                started.next()
                await gate.wait()
                throw FlakyError("late")
            }
        }
        #expect(await eventually { started.value == 1 })
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        fixture.clock.advance(by: .seconds(10))
        #expect(try fixture.callCatalog(failing: false) == 1)  // the probe closes it
        gate.open()
        await #expect(throws: FlakyError.self) { try await slow.value }
        #expect(breaker.state == .closed, "the late failure belongs to the circuit that opened")
    }

    @Test func eachTransitionIsLoggedCountedAndGauged() throws {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        _ = fixture.concerns.circuitBreaker(named: "Catalog")  // as a decorator resolves it
        let state = { fixture.metrics.snapshot().gauge(MetricName.circuitState, ["breaker": "Catalog"]) }
        #expect(state() == 0, "the gauge reads closed from the start")
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        #expect(state() == 2)
        fixture.clock.advance(by: .seconds(10))
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let duringTheProbe = try fixture.concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
            state()
        }
        #expect(duringTheProbe == 1)
        #expect(state() == 0)

        let transitions = fixture.log.events.filter { $0.name.hasPrefix("Catalog circuit") }
        #expect(
            transitions.map(\.name) == ["Catalog circuit open", "Catalog circuit half_open", "Catalog circuit closed"])
        #expect(transitions.map(\.level) == [.warning, .warning, .info])
        #expect(transitions.map { $0.data["from"] } == ["closed", "open", "half_open"])
        let snapshot = fixture.metrics.snapshot()
        for (from, to) in [("closed", "open"), ("open", "half_open"), ("half_open", "closed")] {
            let dimensions: Dimensions = ["breaker": "Catalog", "from": from, "to": to]
            #expect(snapshot.counter("crosscut_circuit_transitions_total", dimensions) == 1)
        }
    }

    @Test func retryNeverRetriesTheOpenCircuit() async throws {
        let fixture = TestConcerns(
            retryStrategy: RetryStrategy(maxAttempts: 5, backoff: .constant(.zero), jitter: .none),
            circuitBreakerPolicy: policy)
        for _ in 0..<4 { _ = try? fixture.callCatalog(failing: true) }
        let concerns = fixture.concerns
        let breaker = fixture.circuitBreakers.breaker(named: "Catalog")
        let calls = CallCounter()
        await #expect(throws: CircuitOpenError.self) {
            try await concerns.retrying(service: "Catalog", member: "sessions()") { () async throws in
                calls.next()
                return try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
                    () async in 1
                }
            }
        }
        #expect(calls.value == 1)
    }

    @Test func servicesThatNameOneBreakerTripTogether() throws {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        let shared = fixture.concerns.circuitBreaker(named: "catalog")
        #expect(shared === fixture.concerns.circuitBreaker(named: "catalog"))
        #expect(shared !== fixture.concerns.circuitBreaker(named: "Catalog"))
        #expect(fixture.circuitBreakers.all.map(\.name) == ["Catalog", "catalog"])
    }

    @Test func aServicesOwnBreakerIsApartFromAnotherModulesAndItsGaugeSaysWhichModule() {
        let fixture = TestConcerns(circuitBreakerPolicy: policy)
        let shop = fixture.concerns.circuitBreaker(of: "Catalog", fileID: "Shop/Catalog+Crosscut.swift")
        let billing = fixture.concerns.circuitBreaker(of: "Catalog", fileID: "Billing/Catalog+Crosscut.swift")
        #expect(shop !== billing)
        #expect(shop === fixture.concerns.circuitBreaker(of: "Catalog", fileID: "Shop/Other.swift"))
        #expect(
            shop !== fixture.concerns.circuitBreaker(named: "Catalog"), "a named breaker is shared, not a service's")
        #expect([shop.module, billing.module] == ["Shop", "Billing"])
        let gauges = fixture.metrics.snapshot().gauges.filter { $0.name == MetricName.circuitState }
        #expect(
            gauges.map(\.dimensions) == [
                ["breaker": "Catalog"], ["breaker": "Catalog", "module": "Billing"],
                ["breaker": "Catalog", "module": "Shop"],
            ])
    }

    @Test func aServiceIsNamedInTheModuleItsFileIDNames() {
        #expect(ServiceName("Catalog", fileID: "Shop/Catalog+Crosscut.swift") == ServiceName("Catalog", module: "Shop"))
        #expect(ServiceName("Outer.Catalog", fileID: "Shop/Nested.swift").description == "Shop.Outer.Catalog")
        #expect(ServiceName("Catalog", fileID: #fileID).module == "CrosscutTests")
    }

    @Test func switchedOffItNeitherCountsNorRefuses() throws {
        let fixture = TestConcerns(enabled: [.logging], circuitBreakerPolicy: policy)
        for _ in 0..<8 { _ = try? fixture.callCatalog(failing: true) }
        #expect(try fixture.callCatalog(failing: false) == 1)
        #expect(fixture.circuitBreakers.breaker(named: "Catalog").state == .closed)
    }

    /// Eight tasks of 500 calls, a third failing, through one breaker that opens at 30% with no break: every call
    /// either reached the dependency or failed fast; the state changes counted form one path from
    /// closed to the state it ends in (each state entered as often as left, but for the first and the
    /// last); the events logged follow that path in order, and the gauge reads where it ends. A TSan
    /// target too (`.ci/run`).
    @Test func manyTasksAtOnceLeaveAConsistentBreaker() async {
        let fixture = TestConcerns(
            circuitBreakerPolicy: CircuitBreakerPolicy(
                failureRatio: 0.3, minimumCalls: 8, window: 16, breakDuration: .zero))
        let concerns = fixture.concerns
        let breaker = concerns.circuitBreaker(named: "Stress")
        let (calls, failedFast) = (CallCounter(), CallCounter())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<500 {
                        do {
                            try await concerns.breaking(with: breaker, service: "Stress", member: "call()") {
                                () async throws in
                                calls.next()
                                if (task + index) % 3 == 0 { throw FlakyError() }
                            }
                        } catch is CircuitOpenError {
                            failedFast.next()
                        } catch {}
                    }
                }
            }
        }
        #expect(calls.value + failedFast.value == 4_000)
        var balance: [String: Int] = [:]
        for counter in fixture.metrics.snapshot().counters where counter.name == MetricName.circuitTransitions {
            balance[counter.dimensions["to"]!, default: 0] += counter.value
            balance[counter.dimensions["from"]!, default: 0] -= counter.value
        }
        var expected = ["closed": -1]
        expected[breaker.state.description, default: 0] += 1
        #expect(balance.filter { $0.value != 0 } == expected.filter { $0.value != 0 })
        #expect(
            failedFast.value == 0 || balance.keys.contains("open"), "a call failed fast only through an open circuit")

        let events = fixture.log.events.filter { $0.name.hasPrefix("Stress circuit ") }
        let path = events.map {
            (from: $0.data["from"], to: EventValue.string(String($0.name.dropFirst("Stress circuit ".count))))
        }
        #expect(!path.isEmpty)
        #expect(path.first?.from == "closed")
        #expect(zip(path, path.dropFirst()).allSatisfy { $0.to == $1.from }, "each change starts where the last ended")
        #expect(path.last?.to == .string(breaker.state.description))
        let gauge = fixture.metrics.snapshot().gauge(MetricName.circuitState, ["breaker": "Stress"])
        #expect(gauge == breaker.state.level)
    }
}
