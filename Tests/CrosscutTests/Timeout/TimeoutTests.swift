import Crosscut
import CrosscutTesting
import Testing

/// `Concerns.timingOut` on the manual clock: a result before the deadline, the deadline before a
/// result, a result that comes back after the deadline, the caller's cancellation, the caller's
/// isolation, and that no task outlives the call.
@Suite(.timeLimit(.minutes(3))) struct TimeoutTests {
    private let fixture = TestConcerns(timeoutLimit: .seconds(2))

    @Test func aResultBeforeTheDeadlineIsReturnedAndStopsTheTimer() async throws {
        let value = try await fixture.concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws in
            42
        }
        #expect(value == 42)
        #expect(fixture.clock.sleeperCount == 0, "the timer's task ended with the call")
    }

    @Test func anErrorBeforeTheDeadlineIsThrownAsItIs() async throws {
        await #expect(throws: FlakyError("down")) {
            try await fixture.concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws in
                throw FlakyError("down")
            }
        }
    }

    @Test func theDeadlineCancelsTheAttemptAndThrowsTimeoutErrorOnceItsWorkHasEnded() async throws {
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let ended = CallCounter()
        let call = Task {
            try await concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws -> Int in
                defer { ended.next() }
                try await Task.sleep(for: .seconds(3600))  // cancellable: ends when the attempt is cancelled
                return 1
            }
        }
        try await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(2))
        await #expect(throws: TimeoutError(call: "Catalog.sessions()", limit: .seconds(2))) { try await call.value }
        #expect(ended.value == 1, "the attempt's work had ended when the call threw")
    }

    @Test func aResultThatComesBackAfterTheDeadlineIsDropped() async throws {
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let (gate, cancelled) = (TestGate(), TestGate())
        let call = Task {
            try await concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws -> Int in
                // Ignores cancellation, but says when it came: the deadline had passed first.
                await withTaskCancellationHandler {
                    await gate.wait()
                } onCancel: {
                    cancelled.open()
                }
                return 1
            }
        }
        try await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(2))
        await cancelled.wait()
        gate.open()
        await #expect(throws: TimeoutError.self) { try await call.value }
    }

    @Test func theCallWaitsForAnAttemptThatIgnoresCancellation() async throws {
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let gate = TestGate()
        let finished = CallCounter()
        let call = Task {
            defer { finished.next() }
            return try await concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws -> Int in
                await gate.wait()
                return 1
            }
        }
        try await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(2))
        try await Task.sleep(for: .milliseconds(50))
        #expect(finished.value == 0, "no task may outlive the call, so it waits for the attempt")
        gate.open()
        _ = try? await call.value
        #expect(finished.value == 1)
    }

    @Test func aMembersLimitReplacesThePolicys() async throws {
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let call = Task {
            try await concerns.timingOut(after: .milliseconds(500), service: "Catalog", member: "sessions()") {
                () async throws -> Int in
                try await Task.sleep(for: .seconds(3600))
                return 1
            }
        }
        try await clock.waitForSleepers(count: 1)
        clock.advance(by: .milliseconds(499))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(throws: TimeoutError(call: "Catalog.sessions()", limit: .milliseconds(500))) {
            try await call.value
        }
    }

    @Test func theCallersCancellationEndsTheCallAsTheAttemptEnds() async throws {
        let (concerns, clock) = (fixture.concerns, fixture.clock)
        let call = Task {
            try await concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws -> Int in
                try await Task.sleep(for: .seconds(3600))
                return 1
            }
        }
        try await clock.waitForSleepers(count: 1)
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func theAttemptRunsOnTheCallersActor() async throws {
        let account = Account()
        #expect(try await account.deposit(5, concerns: fixture.concerns) == 5)
    }

    @Test func aNoncopyableValueIsMovedOut() async throws {
        let token = try await fixture.concerns.timingOut(service: "Vault", member: "token()") { () async throws in
            Token(id: 7)
        }
        #expect(token.id == 7)
    }

    @Test func switchedOffTheOperationRunsUntouchedInTheCallersTask() async throws {
        var concerns = fixture.concerns
        let caller = withUnsafeCurrentTask { $0?.hashValue }
        let attempt = { @Sendable () async throws -> Int? in withUnsafeCurrentTask { $0?.hashValue } }
        #expect(try await concerns.timingOut(service: "Catalog", member: "sessions()", attempt) != caller)
        concerns.enabled.remove(.timeout)
        #expect(try await concerns.timingOut(service: "Catalog", member: "sessions()", attempt) == caller)
    }

    /// Eight tasks of 200 calls whose work (up to 2 ms) races a 1 ms deadline on the continuous
    /// clock: every call returns its own value or throws `TimeoutError`, and its work has ended when
    /// it does. A TSan target too (`.ci/run`): the attempt's closure and outcome cross tasks unchecked.
    @Test func manyCallsRacingTheirDeadlinesEndCleanly() async {
        let concerns = Concerns(timeout: TimeoutPolicy(limit: .milliseconds(1)))
        let (returned, timedOut) = (CallCounter(), CallCounter())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<200 {
                        var log: [Int] = []  // not Sendable-checked: captured by the attempt
                        let running = Locked(0)
                        do {
                            let value = try await concerns.timingOut(service: "Stress", member: "call()") {
                                () async throws -> Int in
                                running.withLock { $0 += 1 }
                                defer { running.withLock { $0 -= 1 } }
                                log.append(index)
                                try await Task.sleep(for: .microseconds((task * 200 + index) % 2_000))
                                return task * 1_000 + index
                            }
                            #expect(value == task * 1_000 + index)
                            returned.next()
                        } catch is TimeoutError {
                            timedOut.next()
                        } catch {
                            Issue.record("unexpected \(error)")
                        }
                        #expect(log == [index])
                        #expect(running.withLock { $0 } == 0, "the attempt's work ended before its call")
                    }
                }
            }
        }
        #expect(returned.value + timedOut.value == 1_600)
    }

    @Test func theErrorNamesTheCallAndTheLimit() {
        #expect(
            TimeoutError(call: "Catalog.sessions(for:)", limit: .seconds(2.5)).description
                == "Catalog.sessions(for:) timed out after 2.5 seconds")
    }
}

/// An actor whose state only its own executor may touch: the attempt must run there.
private actor Account {
    private var balance = 0

    func deposit(_ amount: Int, concerns: Concerns) async throws -> Int {
        try await concerns.timingOut(service: "Account", member: "deposit(_:)") { () async throws -> Int in
            self.assertIsolated()
            balance += amount
            return balance
        }
    }
}

private struct Token: ~Copyable {
    let id: Int
}
