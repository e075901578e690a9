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

    /// The state as the gauge `crosscut_circuit_state` reads it, worst highest: 0 closed, 1
    /// half-open, 2 open.
    public var level: Double {
        switch self {
        case .closed: 0
        case .halfOpen: 1
        case .open: 2
        }
    }
}

/// A change of a ``CircuitBreaker``'s state, as the breaker reports it.
public struct CircuitTransition: Sendable, Hashable {
    /// The state it left.
    public var from: CircuitState
    /// The state it entered.
    public var to: CircuitState
}
