/// What a closure can fail with, and whether it is `async`: which concerns it can take, and why not
/// the others, in the words the generator uses for members it leaves alone.
enum ClosureShape {
    /// A closure that cannot throw.
    case infallible(isAsync: Bool)
    /// A closure that throws `errorType`, a typed error.
    case typedThrowing(errorType: String, isAsync: Bool)
    /// A closure that throws `any Error`.
    case throwing(isAsync: Bool)

    /// A closure that throws `Failure`: typed, unless `Failure` is `any Error`.
    static func throwing<Failure: Error>(_ failure: Failure.Type, isAsync: Bool) -> ClosureShape {
        failure == (any Error).self
            ? .throwing(isAsync: isAsync) : .typedThrowing(errorType: "\(failure)", isAsync: isAsync)
    }

    /// A concern asked for that a closure of this shape cannot take.
    struct Refusal {
        /// The concern.
        var concern: Concern
        /// What the closure is not, after its name in the warning: `not timed out`.
        var outcome: String
        /// Why, and what to write instead.
        var reason: String
    }

    /// The concerns of `requested` that a closure of this shape cannot take, in canonical order.
    func refusals(of requested: ConcernSet) -> [Refusal] {
        let obstacles: [Refusal?] = [
            Refusal(
                concern: .caching, outcome: "not cached",
                reason: "a closure has no key to cache its result by; cache the service it calls"),
            retryObstacle.map { Refusal(concern: .retry, outcome: "not retried", reason: $0) },
            breakerObstacle.map { Refusal(concern: .circuitBreaker, outcome: "not broken", reason: $0) },
            timeoutObstacle.map { Refusal(concern: .timeout, outcome: "not timed out", reason: $0) },
        ]
        return obstacles.compactMap { $0 }.filter { requested.contains($0.concern) }
    }

    /// Why retry cannot apply, or `nil` when it can.
    private var retryObstacle: String? {
        guard case .infallible = self else { return nil }
        return "it does not throw, so it is never retried"
    }

    /// Why the circuit breaker cannot apply, or `nil` when it can.
    private var breakerObstacle: String? {
        switch self {
        case .infallible: "it does not throw, so it cannot fail fast; declare it 'throws'"
        case .typedThrowing(let errorType, _):
            "its error type '\(errorType)' cannot be the breaker's 'CircuitOpenError'; declare it 'throws'"
        case .throwing: nil
        }
    }

    /// Why the timeout cannot apply, or `nil` when it can.
    private var timeoutObstacle: String? {
        switch self {
        case .infallible(isAsync: false), .typedThrowing(_, isAsync: false), .throwing(isAsync: false):
            "it is synchronous, and a synchronous call can be neither cancelled nor left behind; "
                + "make it 'async throws'"
        case .infallible(isAsync: true): "it does not throw, so it cannot throw 'TimeoutError'; declare it 'throws'"
        case .typedThrowing(let errorType, isAsync: true):
            "its error type '\(errorType)' cannot be 'TimeoutError'; declare it 'throws'"
        case .throwing(isAsync: true): nil
        }
    }
}
