/// The circuit breakers of one set of ``Concerns``: every decorated service that names the same
/// breaker shares it, so that services calling one dependency trip together; a service that names
/// none has its own, apart from any other module's service of the same name.
///
/// ```swift
/// let breakers = CircuitBreakers(policy: CircuitBreakerPolicy(breakDuration: .seconds(30)))
/// let concerns = Concerns(circuitBreakers: breakers)
/// ```
///
/// A set made without a clock measures its breaks on the clock of the first ``Concerns`` it is
/// given to (the continuous clock until then).
public final class CircuitBreakers: Sendable {
    /// The policy of the breakers it makes.
    public let policy: CircuitBreakerPolicy
    private let registry: Locked<Registry>

    /// The breakers made so far, and what measures the breaks of those still to make.
    private struct Registry {
        var byKey: [Key: CircuitBreaker] = [:]
        var stopwatch: Stopwatch?
    }

    /// A breaker's name, and the module of the service whose own breaker it is.
    private struct Key: Hashable {
        var name: String
        var module: String?
    }

    /// Creates an empty set.
    ///
    /// - Parameters:
    ///   - policy: The policy of every breaker it makes; by default ``CircuitBreakerPolicy/default``.
    ///   - clock: Measures the breaks; by default the clock of the first ``Concerns`` the set is
    ///     given to.
    public init(policy: CircuitBreakerPolicy = .default, clock: (any Clock<Duration>)? = nil) {
        self.policy = policy
        registry = Locked(Registry(stopwatch: clock.map { Stopwatch(clock: $0) }))
    }

    /// Measures the breaks of the breakers still to make with `stopwatch`, unless the set has a
    /// clock already: what ``Concerns`` does with the set it is given.
    func adopt(_ stopwatch: Stopwatch) {
        registry.withLock { registry in
            if registry.stopwatch == nil { registry.stopwatch = stopwatch }
        }
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
        registry.withLock { registry in
            if let breaker = registry.byKey[key] { return breaker }
            let breaker = CircuitBreaker(
                name: key.name, module: key.module, policy: policy, stopwatch: registry.stopwatch ?? .continuous)
            registry.byKey[key] = breaker
            return breaker
        }
    }

    /// Every breaker made so far, by name, then module.
    public var all: [CircuitBreaker] {
        registry.withLock { $0.byKey.values.sorted { ($0.name, $0.module ?? "") < ($1.name, $1.module ?? "") } }
    }
}
