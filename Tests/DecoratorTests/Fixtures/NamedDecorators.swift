/// A type of the target with the name a decorator of `Ledger` would take by default.
struct LoggingLedger {
    var lines: [String] = []
}

/// Its decorators are named after `Books` instead: `LoggingBooks`, `MetricsBooks`.
// @crosscut(logging, metrics, named: Books)
protocol Ledger {
    func balance(of account: String) -> Int
}
