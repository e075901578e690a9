import Crosscut
import CrosscutTesting
import Testing

/// Decorators named with `named:` beside a target type that has the default name.
@Suite struct NamedDecoratorTests {
    private struct LiveLedger: Ledger {
        func balance(of account: String) -> Int { account.count }
    }

    @Test func theDecoratorsTakeTheChosenNames() {
        let harness = TestConcerns.harness()
        let ledger: LoggingBooks<MetricsBooks<LiveLedger>> = LiveLedger().decorated(withMetrics: harness.concerns)
            .decorated(withLogging: harness.concerns)
        #expect(ledger.balance(of: "cash") == 4)
        #expect(harness.callEvents == ["Ledger.balance(of:)"])
        #expect(harness.calls("Ledger", "balance(of:)") == 1)
        #expect(LoggingLedger().lines.isEmpty)
    }
}
