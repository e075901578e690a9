/// Stops calling a dependency that keeps failing, and tries it again after a break: closed → open
/// when the share of failures among the latest calls reaches the policy's ratio; open calls fail at
/// once; after the break, half-open lets a few probes through, and closes again once they all succeed
/// (one failing probe opens it again).
///
/// A breaker is shared by every decorated service that calls one dependency: the Composer gets it by
/// name from ``Concerns/circuitBreakers``. The circuit-breaking decorators call it through
/// ``Concerns/breaking(with:service:member:isolation:_:)``.
///
/// ```swift
/// let breaker = concerns.circuitBreakers.breaker(named: "Catalog")
/// print(breaker.state)  // closed
/// ```
public final class CircuitBreaker: Sendable {
    /// Its name: the protocol's, or the one its annotation gives, `circuitBreaker(name: "catalog")`.
    public let name: String
    /// When it opens and for how long.
    public let policy: CircuitBreakerPolicy
    private let stopwatch: Stopwatch
    private let machine: Locked<Machine>

    /// Permission to make one call, returned with its outcome.
    public struct Permit: Sendable {
        fileprivate let generation: UInt64
        fileprivate let isProbe: Bool
    }

    private struct Machine {
        var state = CircuitState.closed
        /// Counts state changes, so that an outcome from before a change is not counted after it.
        var generation: UInt64 = 0
        var window: OutcomeWindow
        var openedAt = Duration.zero
        var probesOut = 0
        var probesSucceeded = 0

        mutating func enter(_ state: CircuitState, at now: Duration) -> CircuitTransition {
            let transition = CircuitTransition(from: self.state, to: state)
            self.state = state
            generation &+= 1
            probesOut = 0
            probesSucceeded = 0
            if state == .open { openedAt = now }
            if state == .closed { window.clear() }
            return transition
        }
    }

    /// Creates a closed breaker.
    ///
    /// - Parameters:
    ///   - name: What events, metrics and ``CircuitOpenError`` call it.
    ///   - policy: When it opens and for how long.
    ///   - stopwatch: Measures the break; a `ManualClock`'s in tests.
    public init(name: String, policy: CircuitBreakerPolicy = .default, stopwatch: Stopwatch = .continuous) {
        self.name = name
        self.policy = policy
        self.stopwatch = stopwatch
        machine = Locked(Machine(window: OutcomeWindow(size: policy.window)))
    }

    /// Where it stands now (an open circuit whose break is over reads `open` until a call asks).
    public var state: CircuitState { machine.withLock { $0.state } }

    /// Asks to make a call: a permit, or `nil` when the circuit is open or half-open with all its
    /// probes out; with the state change asking made, if any (the break ended: half-open).
    public func acquire() -> (permit: Permit?, transition: CircuitTransition?) {
        machine.withLock { machine in
            switch machine.state {
            case .closed:
                return (Permit(generation: machine.generation, isProbe: false), nil)
            case .open:
                let now = stopwatch.now()
                guard now - machine.openedAt >= policy.breakDuration else { return (nil, nil) }
                let transition = machine.enter(.halfOpen, at: now)
                machine.probesOut = 1
                return (Permit(generation: machine.generation, isProbe: true), transition)
            case .halfOpen:
                guard machine.probesOut < policy.probes else { return (nil, nil) }
                machine.probesOut += 1
                return (Permit(generation: machine.generation, isProbe: true), nil)
            }
        }
    }

    /// Records how a permitted call ended, `failed` when it threw an error the policy counts; returns
    /// the state change it made, if any.
    @discardableResult
    public func record(_ permit: Permit, failed: Bool) -> CircuitTransition? {
        machine.withLock { machine in
            guard permit.generation == machine.generation else { return nil }
            switch machine.state {
            case .closed:
                machine.window.record(failed: failed)
                let window = machine.window
                guard failed, window.count >= policy.minimumCalls,
                    Double(window.failures) >= policy.failureRatio * Double(window.count)
                else { return nil }
                return machine.enter(.open, at: stopwatch.now())
            case .halfOpen where permit.isProbe:
                if failed { return machine.enter(.open, at: stopwatch.now()) }
                machine.probesSucceeded += 1
                return machine.probesSucceeded >= policy.probes ? machine.enter(.closed, at: .zero) : nil
            case .halfOpen, .open:
                return nil
            }
        }
    }
}
