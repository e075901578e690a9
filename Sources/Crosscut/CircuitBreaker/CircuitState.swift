/// Where a ``CircuitBreaker`` stands.
public enum CircuitState: String, Sendable, Hashable, CustomStringConvertible {
    /// Calls go through; their outcomes are counted.
    case closed
    /// Calls fail at once with ``CircuitOpenError``, without reaching the dependency.
    case open
    /// The break is over: a few probe calls go through; the others fail at once.
    case halfOpen = "half_open"

    /// `closed`, `open` or `half_open`, as events and metrics name it.
    public var description: String { rawValue }
}

/// A change of a ``CircuitBreaker``'s state, as the breaker reports it.
public struct CircuitTransition: Sendable, Hashable {
    /// The state it left.
    public var from: CircuitState
    /// The state it entered.
    public var to: CircuitState
}
