// A service named as one of DecoratorTests' own (Tests/DecoratorTests/Fixtures/Treasury.swift),
// decorated by the plugin in this module: SameNameTests decorates both with one `Concerns`, and
// neither may see the other's cached results, series or circuit breaker.

/// The balances of this module's accounts.
// @crosscut(metrics, caching, circuitBreaker)
public protocol Treasury: Sendable {
    // @crosscut(cached(ttl: 60))
    func balance(of account: String) async throws -> Int
    // @crosscut(invalidates)
    func close(_ account: String) async throws
}
