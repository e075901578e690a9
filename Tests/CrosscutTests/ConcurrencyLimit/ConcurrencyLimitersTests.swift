import Crosscut
import CrosscutTesting
import Testing

/// `ConcurrencyLimiters`: one limiter per group, per service of a module and per member with a
/// limit of its own, made with the policy of the first to resolve it; and `limitingConcurrency`,
/// which a switched-off concern leaves out.
@Suite struct ConcurrencyLimitersTests {
    let one = ConcurrencyLimitPolicy(maxConcurrent: 1)

    @Test func aGroupIsOneLimiterMadeWithThePolicyOfTheFirstToResolveIt() {
        let limiters = ConcurrencyLimiters()
        let first = limiters.limiter(named: "bank", policy: one)
        let again = limiters.limiter(named: "bank", policy: ConcurrencyLimitPolicy(maxConcurrent: 9))
        #expect(first === again)
        #expect(again.policy == one)
    }

    @Test func aServicesLimiterIsApartFromAnotherModulesAndFromItsMembersOwn() {
        let limiters = ConcurrencyLimiters()
        let here = limiters.limiter(of: ServiceName("Payments", fileID: "Shop/Payments.swift"), policy: one)
        let there = limiters.limiter(of: ServiceName("Payments", fileID: "Bank/Payments.swift"), policy: one)
        let refund = limiters.limiter(
            of: ServiceName("Payments", fileID: "Shop/Payments.swift"), member: "refund(_:)", policy: one)
        #expect(here !== there && here !== refund)
        #expect(limiters.all.map(\.name) == ["Payments", "Payments", "Payments.refund(_:)"])
        #expect(here === limiters.limiter(of: ServiceName("Payments", fileID: "Shop/Other.swift"), policy: one))
    }

    @Test func aSwitchedOffLimitRunsTheCallWithoutTakingAPlace() async throws {
        var test = TestConcerns()
        let limiter = test.concerns.concurrencyLimiter(service: "Payments", policy: one)
        test.concerns.enabled.remove(.concurrencyLimit)
        let running = try await test.concerns.limitingConcurrency(
            with: limiter, service: "Payments", member: "charge()"
        ) { limiter.running }
        #expect(running == 0)
        test.concerns.enabled.insert(.concurrencyLimit)
        let taken = try await test.concerns.limitingConcurrency(
            with: limiter, service: "Payments", member: "charge()"
        ) { limiter.running }
        #expect(taken == 1)
    }
}

/// A group named with other numbers than it was made with keeps its own, and says so once.
@Suite struct ConcurrencyLimitGroupPolicyTests {
    @Test func aGroupNamedWithOtherNumbersKeepsItsOwnAndSaysSoOnce() {
        let test = TestConcerns()
        let made = ConcurrencyLimitPolicy(maxConcurrent: 8, maxQueued: 16, maxWait: .milliseconds(500))
        let first = test.concerns.concurrencyLimiter(named: "bank", policy: made)
        #expect(test.log.events.isEmpty)
        let other = ConcurrencyLimitPolicy(maxConcurrent: 2)
        #expect(test.concerns.concurrencyLimiter(named: "bank", policy: other) === first)
        _ = test.concerns.concurrencyLimiter(named: "bank", policy: other)
        let warnings = test.events(named: "concurrency limit 'bank' is shared with other numbers")
        #expect(warnings.count == 1)
        #expect(warnings.first?.level == .warning)
        #expect(warnings.first?.data["policy"] == "2 at once, none waiting")
        #expect(warnings.first?.data["kept"] == "8 at once, 16 waiting up to 0.5 seconds")
    }
}
