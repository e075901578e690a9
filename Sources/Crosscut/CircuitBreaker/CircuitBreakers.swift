/// The circuit breakers of one set of ``Concerns``: every decorated service that names the same
/// breaker shares it, so that services calling one dependency trip together; a service that names
/// none has its own, apart from any other module's service of the same name.
///
/// ```swift
/// let breakers = CircuitBreakers(policy: CircuitBreakerPolicy(breakDuration: .seconds(30)))
/// let concerns = Concerns(circuitBreakers: breakers)
/// ```
public final class CircuitBreakers: Sendable {
    /// The policy of the breakers it makes.
    public let policy: CircuitBreakerPolicy
    private let stopwatch: Stopwatch
    private let byKey = Locked<[Key: CircuitBreaker]>([:])

    /// A breaker's name, and the module of the service whose own breaker it is.
    private struct Key: Hashable {
        var name: String
        var module: String?
    }

    /// Creates an empty set.
    ///
    /// - Parameters:
    ///   - policy: The policy of every breaker it makes; by default ``CircuitBreakerPolicy/default``.
    ///   - stopwatch: Measures the breaks; a `ManualClock`'s in tests.
    public init(policy: CircuitBreakerPolicy = .default, stopwatch: Stopwatch = .continuous) {
        self.policy = policy
        self.stopwatch = stopwatch
    }

    /// The breaker named `name`, shared by every service that names it, made closed on first use.
    public func breaker(named name: String) -> CircuitBreaker {
        breaker(Key(name: name, module: nil))
    }

    /// The own breaker of `service`, named after it, made closed on first use: a service of the same
    /// name in another module has another.
    public func breaker(of service: ServiceName) -> CircuitBreaker {
        breaker(Key(name: service.name, module: service.module))
    }

    private func breaker(_ key: Key) -> CircuitBreaker {
        byKey.withLock { breakers in
            if let breaker = breakers[key] { return breaker }
            let breaker = CircuitBreaker(name: key.name, module: key.module, policy: policy, stopwatch: stopwatch)
            breakers[key] = breaker
            return breaker
        }
    }

    /// Every breaker made so far, by name, then module.
    public var all: [CircuitBreaker] {
        byKey.withLock { $0.values.sorted { ($0.name, $0.module ?? "") < ($1.name, $1.module ?? "") } }
    }
}
