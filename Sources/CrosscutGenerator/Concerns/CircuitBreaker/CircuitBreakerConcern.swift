extension ConcernDescription {
    /// Circuit breaker: members that throw on their own go through the protocol's breaker (or the
    /// one it names), which fails them fast while their dependency keeps failing.
    static let circuitBreaker = ConcernDescription(
        name: "circuitBreaker", runtimeSwitch: "circuitBreaker", decoratorPrefix: "CircuitBreaking",
        helperName: "withCircuitBreaker",
        summary: "Fails calls fast while the dependency keeps failing, as the concerns' circuit breaker says.",
        runtimePart: "circuit breakers", rules: CircuitBreakerRules(), emitter: CircuitBreakerEmitter())
}

/// What the protocol's annotation asks of the circuit-breaking decorator: `circuitBreaker(name: "catalog")`.
struct CircuitBreakerProtocolOptions: ConcernOptions {
    /// The breaker's name, shared with every protocol that names it; `nil` for the protocol's own.
    var breakerName: String?
}

/// What a member's checks ask of the circuit-breaking decorator.
struct CircuitBreakerOptions: ConcernOptions {
    /// The breaker the member's calls go through: the protocol's own, or the one its annotation names.
    var breaker = Breaker.own(service: "")
}

/// A circuit breaker as a decorator resolves it.
enum Breaker: Sendable, Equatable {
    /// The service's own, `Concerns.circuitBreaker(of:)`: apart from any other module's service of
    /// the same name.
    case own(service: String)
    /// The one every protocol naming it shares, `Concerns.circuitBreaker(named:)`.
    case shared(name: String)

    /// The argument that resolves it: `of: "Catalog"` or `named: "catalog"`.
    var resolverArgument: String {
        switch self {
        case .own(let service): "of: " + service.quoted
        case .shared(let name): "named: " + name.quoted
        }
    }
}

extension MemberOptions {
    /// What the member asks of the circuit-breaking decorator.
    var circuitBreaker: CircuitBreakerOptions {
        get { self[CircuitBreakerOptions.self] }
        set { self[CircuitBreakerOptions.self] = newValue }
    }
}
