import Crosscut
import CrosscutTesting
import Testing

/// The generated concurrency-limiting decorators, through the plugin: the protocol's limit shared
/// by its members, a member's own, a group shared by two protocols, the queue's longest wait on the
/// manual clock, retry outside the limit, and the switch.
@Suite(.timeLimit(.minutes(1))) struct ConcurrencyLimitTests {
    let test = TestConcerns()

    /// The limiter named `name` in the test's concerns, once a decorator has resolved it.
    func limiter(_ name: String) throws -> ConcurrencyLimiter {
        try #require(test.concerns.concurrencyLimiters.all.first { $0.name == name })
    }

    @Test func theProtocolsMembersShareItsLimitAndAMemberWithItsOwnRunsBesideThem() async throws {
        let bank = GatedBank()
        let payments = (bank as any Payments).decorated(with: test.concerns)
        let first = Task { try await payments.charge(1) }
        #expect(await eventually { bank.callCount == 1 })
        let second = Task { try await payments.charge(2) }
        #expect(await eventually { try! limiter("Payments").queued == 1 })
        await #expect(
            throws: ConcurrencyLimitExceeded(limiter: "Payments", call: "Payments.charge(_:)", reason: .queueFull)
        ) {
            try await payments.charge(3)
        }
        let refund = Task { try await payments.refund(4) }
        #expect(await eventually { bank.callCount == 2 }, "the refund's limiter is its own")
        #expect(try limiter("Payments.refund(_:)").running == 1)

        bank.gate.open()
        #expect(try await [first.value, second.value, refund.value] == ["charge 1", "charge 2", "refund 4"])
        #expect(bank.calls.withLock { $0 } == ["charge 1", "refund 4", "charge 2"], "the refused charge never ran")
        #expect(try limiter("Payments").running == 0)
    }

    @Test func aQueuedCallIsRefusedOnceItWaitedTheLongestTheAnnotationSays() async throws {
        let bank = GatedBank()
        let payments = (bank as any Payments).decorated(with: test.concerns)
        let first = Task { try await payments.charge(1) }
        #expect(await eventually { bank.callCount == 1 })
        let second = Task { try await payments.charge(2) }
        try await test.clock.waitForSleepers(.concurrencyLimitWait)
        test.clock.advance(by: .seconds(2))
        await #expect(
            throws: ConcurrencyLimitExceeded(
                limiter: "Payments", call: "Payments.charge(_:)", reason: .waitedTooLong(.seconds(2)))
        ) {
            try await second.value
        }
        bank.gate.open()
        #expect(try await first.value == "charge 1")
        #expect(bank.callCount == 1)
    }

    @Test func protocolsThatNameOneGroupShareItsLimiter() async throws {
        let bank = GatedBank()
        let ledger = (bank as any BankLedger).decorated(with: test.concerns)
        let statements = (bank as any BankStatements).decorated(with: test.concerns)
        let post = Task { try await ledger.post("rent") }
        #expect(await eventually { bank.callCount == 1 })
        await #expect(
            throws: ConcurrencyLimitExceeded(
                limiter: "bank", call: "BankStatements.statement(for:)", reason: .queueFull)
        ) {
            try await statements.statement(for: 11)
        }
        bank.gate.open()
        #expect(try await post.value == "post rent")
        #expect(try await statements.statement(for: 11) == "statement 11")
        #expect(test.concerns.concurrencyLimiters.all.map(\.name) == ["bank"])
    }

    @Test func aRefusedAttemptIsRetriedAfterItsBackoffAndTakesTheFreedPlace() async throws {
        let test = TestConcerns(
            retryStrategy: RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none))
        let gate = TestGate()
        let bank = GatedBank(gates: ["refund 1": gate, "refund 2": TestGate(isOpen: true)])
        let payments = (bank as any Payments).decorated(with: test.concerns)
        let first = Task { try await payments.refund(1) }
        #expect(await eventually { bank.callCount == 1 })
        let second = Task { try await payments.refund(2) }
        try await test.clock.waitForSleepers(.retryBackoff)
        gate.open()
        #expect(try await first.value == "refund 1")
        test.clock.advance(by: .seconds(1))
        #expect(try await second.value == "refund 2")
        let retry = try #require(test.events(named: "Payments.refund(_:) retry").first)
        #expect(retry.data["error_type"] == "ConcurrencyLimitExceeded")
    }

    @Test func withTheConcernOffEveryCallRunsAtOnce() async throws {
        var concerns = test.concerns
        concerns.enabled.remove(.concurrencyLimit)
        let bank = GatedBank()
        let payments = (bank as any Payments).decorated(with: concerns)
        let calls = (1...3).map { cents in Task { try await payments.charge(cents) } }
        #expect(await eventually { bank.callCount == 3 })
        bank.gate.open()
        for call in calls { _ = try await call.value }
    }
}
