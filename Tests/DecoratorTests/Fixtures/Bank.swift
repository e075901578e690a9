import Foundation

/// Payments that one call at a time may make, with one more waiting up to two seconds; a refund
/// has a limiter of its own, and every attempt is retried.
// @crosscut(logging, retry, concurrencyLimit(1, queue: 1, wait: 2))
protocol Payments: Sendable {
    func charge(_ cents: Int) async throws -> String
    // @crosscut(concurrencyLimit(1))
    func refund(_ cents: Int) async throws -> String
}

/// Two services of one bank, which serves one call of either at a time.
// @crosscut(concurrencyLimit(1, group: "bank"))
protocol BankLedger: Sendable {
    func post(_ entry: String) async throws -> String
}

// @crosscut(concurrencyLimit(1, group: "bank"))
protocol BankStatements: Sendable {
    func statement(for month: Int) async throws -> String
}
