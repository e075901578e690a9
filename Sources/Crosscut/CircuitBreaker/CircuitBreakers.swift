/// The circuit breakers of one set of ``Concerns``, by name: every decorated service that names the
/// same breaker shares it, so that services calling one dependency trip together.
///
/// ```swift
/// let breakers = CircuitBreakers(policy: CircuitBreakerPolicy(breakDuration: .seconds(30)))
/// let concerns = Concerns(circuitBreakers: breakers)
/// ```
public final class CircuitBreakers: Sendable {
    /// The policy of the breakers it makes.
    public let policy: CircuitBreakerPolicy
    private let stopwatch: Stopwatch
    private let byName = Locked<[String: CircuitBreaker]>([:])

    /// Creates an empty set.
    ///
    /// - Parameters:
    ///   - policy: The policy of every breaker it makes; by default ``CircuitBreakerPolicy/default``.
    ///   - stopwatch: Measures the breaks; a `ManualClock`'s in tests.
    public init(policy: CircuitBreakerPolicy = .default, stopwatch: Stopwatch = .continuous) {
        self.policy = policy
        self.stopwatch = stopwatch
    }

    /// The breaker named `name`, made closed on first use.
    public func breaker(named name: String) -> CircuitBreaker {
        byName.withLock { breakers in
            if let breaker = breakers[name] { return breaker }
            let breaker = CircuitBreaker(name: name, policy: policy, stopwatch: stopwatch)
            breakers[name] = breaker
            return breaker
        }
    }

    /// Every breaker made so far, by name.
    public var all: [CircuitBreaker] {
        byName.withLock { $0.values.sorted { $0.name < $1.name } }
    }
}
