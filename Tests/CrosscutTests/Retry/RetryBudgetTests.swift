import Crosscut
import CrosscutTesting
import Testing

@Suite struct RetryBudgetTests {
    private func strategy(_ budget: RetryBudget) -> RetryStrategy {
        RetryStrategy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none, budget: budget)
    }

    private func failingCall(_ strategy: RetryStrategy) -> Int {
        var attempts = 0
        _ = try? strategy.runSynchronously { () throws(FlakyError) -> Int in
            attempts += 1
            throw FlakyError()
        }
        return attempts
    }

    @Test func aSharedBudgetStopsRetriesOnceSpent() {
        let budget = RetryBudget(capacity: 3, tokensPerSecond: 0, clock: ManualClock())
        let first = strategy(budget)
        let second = strategy(budget)
        #expect(failingCall(first) == 3)  // two retries, two tokens
        #expect(failingCall(second) == 2)  // the last token
        #expect(failingCall(first) == 1)  // nothing left: no retry
        #expect(budget.availableTokens == 0)
    }

    @Test func tokensComeBackOverTime() {
        let clock = ManualClock()
        let budget = RetryBudget(capacity: 2, tokensPerSecond: 0.5, clock: clock)
        #expect(failingCall(strategy(budget)) == 3)
        #expect(failingCall(strategy(budget)) == 1)
        clock.advance(by: .seconds(2))
        #expect(budget.availableTokens == 1)
        #expect(failingCall(strategy(budget)) == 2)
        clock.advance(by: .seconds(60))
        #expect(budget.availableTokens == 2)
    }

    @Test func successesDepositTokens() {
        let budget = RetryBudget(capacity: 1, tokensPerSecond: 0, tokensPerSuccess: 0.5, clock: ManualClock())
        #expect(budget.withdraw())
        #expect(!budget.withdraw())
        for _ in 1...2 { _ = strategy(budget).runSynchronously { 1 } }
        #expect(budget.availableTokens == 1)
        for _ in 1...5 { _ = strategy(budget).runSynchronously { 1 } }
        #expect(budget.availableTokens == 1)
    }

    @Test func concurrentWithdrawalsNeverOverdraw() async {
        let budget = RetryBudget(capacity: 50, tokensPerSecond: 0, clock: ManualClock())
        let granted = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask { (0..<10).filter { _ in budget.withdraw() }.count }
            }
            return await group.reduce(0, +)
        }
        #expect(granted == 50)
    }
}
