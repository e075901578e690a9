import Crosscut
import CrosscutTesting
import Testing

/// A refusal — a denied call — is never retried and never opens a breaker it passes through.
@Suite struct CallRefusalTests {
    private let denied = AccessDenied(.noCaller, call: "Orders.list()", permission: "orders.read")

    @Test func aRefusalIsNeverRetried() {
        let fixture = TestConcerns(retryStrategy: RetryStrategy(maxAttempts: 5, backoff: .constant(.zero)))
        var attempts = 0
        #expect(throws: AccessDenied.self) {
            try fixture.concerns.retrying(service: "Front", member: "list()") { () throws(AccessDenied) in
                attempts += 1
                throw denied
            }
        }
        #expect(attempts == 1)
    }

    @Test func aRefusalDoesNotOpenABreaker() {
        let fixture = TestConcerns(
            circuitBreakerPolicy: CircuitBreakerPolicy(failureRatio: 0.5, minimumCalls: 2, window: 2))
        let breaker = fixture.concerns.circuitBreaker(named: "Orders")
        for _ in 0..<4 {
            #expect(throws: AccessDenied.self) {
                try fixture.concerns.breaking(with: breaker, service: "Front", member: "list()") { throw denied }
            }
        }
        #expect(breaker.state == .closed)
    }
}
