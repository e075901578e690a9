import Crosscut
import CrosscutTesting

extension CircuitBreakerPolicy {
    /// Half of the latest four calls failing, at least four, opens it for ten seconds; one probe.
    static let fourCallsTenSeconds = CircuitBreakerPolicy(
        failureRatio: 0.5, minimumCalls: 4, window: 4, breakDuration: .seconds(10))
}

extension TestConcerns {
    /// One call of `Catalog.sessions()` through the breaker `Catalog`: 1, or `FlakyError("503")`
    /// when `failing`; `calls` counts the calls that reached it.
    func callCatalog(failing: Bool, calls: CallCounter = CallCounter()) throws -> Int {
        let breaker = concerns.circuitBreaker(named: "Catalog")
        return try concerns.breaking(with: breaker, service: "Catalog", member: "sessions()") {
            calls.next()
            if failing { throw FlakyError("503") }
            return 1
        }
    }
}
