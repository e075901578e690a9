/// Two services that call one dependency and share its circuit breaker, retried outside it.
// @crosscut(logging, retry, circuitBreaker(name: "recommendations"))
protocol Recommendations: Sendable {
    func sessions(for reason: String) async throws -> [String]
    var lastReason: String { get }   // does not throw: the breaker leaves it alone
}

// @crosscut(circuitBreaker(name: "recommendations"))
protocol Featured: Sendable {
    func featured() throws -> [String]
}
