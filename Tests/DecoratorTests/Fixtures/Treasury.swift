/// The balances of this module's accounts: named as SameNameFixtures' `Treasury`, and decorated as it
/// is (see SameNameTests).
// @crosscut(metrics, caching, circuitBreaker)
protocol Treasury: Sendable {
    // @crosscut(cached(ttl: 60))
    func balance(of account: String) async throws -> Int
    // @crosscut(invalidates)
    func close(_ account: String) async throws
}
