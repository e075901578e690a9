/// Two services that call one dependency and share its circuit breaker, retried outside it; each
/// attempt of the asynchronous one has two seconds.
// @crosscut(logging, retry, circuitBreaker(name: "recommendations"), timeout(2))
protocol Recommendations: Sendable {
    func sessions(for reason: String) async throws -> [String]
    var lastReason: String { get }   // does not throw: the breaker and the timeout leave it alone
}

// @crosscut(circuitBreaker(name: "recommendations"))
protocol Featured: Sendable {
    func featured() throws -> [String]
}
