// Public: the closed path's atomics inline into the decorators (clients find the module already,
// as Crosscut's module needs it); its names are not re-exported.
public import CrosscutAtomics

/// Stops calling a dependency that keeps failing, and tries it again after a break: closed → open
/// when the share of failures among the latest calls reaches the policy's ratio; open calls fail at
/// once; after the break, half-open lets a few probes through, and closes again once they all succeed
/// (one failing probe opens it again, and so does a probe that has not answered within a break).
///
/// A breaker is shared by every decorated service that calls one dependency: the Composer gets it by
/// name from ``Concerns/circuitBreakers``. The circuit-breaking decorators call it through
/// ``Concerns/breaking(with:service:member:isolation:_:)``.
///
/// While closed, a call takes no lock: the state and the window of outcomes are atomic integers, and
/// only a state change locks. An outcome is counted in the state its call started in; one that ends
/// after the state changed is not counted. State changes are reported under that lock, so that their
/// events and the gauge follow the order they happened in.
///
/// ```swift
/// let breaker = concerns.circuitBreakers.breaker(named: "Catalog")
/// print(breaker.state)  // closed
/// ```
public final class CircuitBreaker: @unchecked Sendable {
    // Unchecked: the atomics below are read and written through C11 atomic operations only, and
    // `transitions` is guarded by its lock.

    /// Its name: the protocol's, or the one its annotation gives, `circuitBreaker(name: "catalog")`.
    public let name: String
    /// The module of the service whose own breaker it is; `nil` for one shared by name.
    public let module: String?
    /// When it opens and for how long.
    public let policy: CircuitBreakerPolicy
    private let stopwatch: Stopwatch
    /// The state and its generation, `generation << 2 | state`: every state change makes a new
    /// generation, so that an outcome from an earlier one is not counted. Written under `transitions`' lock.
    @usableFromInline let word: UnsafeMutablePointer<crosscut_atomic_int>
    /// The latest outcomes, 1 for a failure, in a ring of `policy.window` slots.
    @usableFromInline let slots: UnsafeMutablePointer<crosscut_atomic_int>
    /// How many outcomes the ring has taken since it was cleared, and how many of its slots are failures.
    @usableFromInline let recorded: UnsafeMutablePointer<crosscut_atomic_int>
    @usableFromInline let failures: UnsafeMutablePointer<crosscut_atomic_int>
    /// `policy.window`, as the ring's arithmetic takes it.
    @usableFromInline let window: Int64
    /// What only state changes and probes touch.
    private let transitions = Locked(Transitions())

    /// How a permitted call ended, as the breaker counts it.
    public enum Outcome: Sendable, Hashable {
        /// The dependency answered: the call returned, or threw an error the policy does not count.
        case success
        /// The call threw an error the policy counts (``CircuitBreakerPolicy/isFailure``).
        case failure
        /// The caller gave up before the dependency answered (it was cancelled): counted neither way.
        /// A probe's place goes to the next caller.
        case unanswered
    }

    /// Permission to make one call, returned with its outcome.
    public struct Permit: Sendable {
        @usableFromInline let generation: Int64
        @usableFromInline let isProbe: Bool

        @inlinable init(generation: Int64, isProbe: Bool) {
            self.generation = generation
            self.isProbe = isProbe
        }
    }

    private struct Transitions {
        /// When the current state was entered: an open circuit's break and a half-open one's probes
        /// are measured from it.
        var enteredAt = Duration.zero
        var probesOut = 0
        var probesSucceeded = 0
    }

    /// Creates a closed breaker.
    ///
    /// - Parameters:
    ///   - name: What events, metrics and ``CircuitOpenError`` call it.
    ///   - module: The module of the service whose own breaker it is, which its metrics carry; `nil`
    ///     for one shared by name.
    ///   - policy: When it opens and for how long; parts outside the bounds they document are
    ///     brought within them.
    ///   - stopwatch: Measures the break; a `ManualClock`'s in tests.
    public init(
        name: String, module: String? = nil, policy: CircuitBreakerPolicy = .default,
        stopwatch: Stopwatch = .continuous
    ) {
        let policy = policy.applied
        self.name = name
        self.module = module
        self.policy = policy
        self.stopwatch = stopwatch
        word = Self.atomics(1)
        slots = Self.atomics(policy.window)
        window = Int64(policy.window)
        recorded = Self.atomics(1)
        failures = Self.atomics(1)
    }

    deinit {
        for atomics in [word, slots, recorded, failures] { atomics.deallocate() }
    }

    /// The labels of its metrics: `breaker`, and `module` for a service's own.
    var labels: Dimensions {
        guard let module else { return ["breaker": name] }
        return ["breaker": name, "module": module]
    }

    /// Where it stands now (an open circuit whose break is over reads `open` until a call asks).
    public var state: CircuitState { Self.state(of: crosscut_atomic_load(word)) }

    /// Hands where it stands to `body`, under the lock that state changes take: what `body` reports
    /// cannot be overtaken by the report of a change.
    func withState<Result>(_ body: (CircuitState) throws -> Result) rethrows -> Result {
        try transitions.withLock { _ in try body(state) }
    }

    /// Asks to make a call: a permit, or `nil` when the circuit is open, or half-open with all its
    /// probes out. A state change that asking makes (the break ended: half-open; a probe did not
    /// answer within a break: open again) is handed to `report` under the breaker's lock.
    ///
    /// While closed: one atomic load, inlined into the caller.
    @inlinable
    public func acquire(reporting report: (CircuitTransition) -> Void = { _ in }) -> Permit? {
        let current = crosscut_atomic_load(word)
        if current & 3 == 0 { return Permit(generation: current >> 2, isProbe: false) }
        return acquireUnlessClosed(reporting: report)
    }

    /// ``acquire(reporting:)`` once the circuit was not seen closed: under the lock.
    @usableFromInline
    func acquireUnlessClosed(reporting report: (CircuitTransition) -> Void) -> Permit? {
        transitions.withLock { transitions in
            let current = crosscut_atomic_load(word)
            switch Self.state(of: current) {
            case .closed:
                return Permit(generation: current >> 2, isProbe: false)
            case .open:
                guard breakIsOver(transitions) else { return nil }
                let generation = enter(.halfOpen, from: current, &transitions, reporting: report)
                transitions.probesOut = 1
                return Permit(generation: generation, isProbe: true)
            case .halfOpen:
                if transitions.probesOut < policy.probes {
                    transitions.probesOut += 1
                    return Permit(generation: current >> 2, isProbe: true)
                }
                // Every probe is out: one that has not answered within a break counts as failed.
                if breakIsOver(transitions) { enter(.open, from: current, &transitions, reporting: report) }
                return nil
            }
        }
    }

    /// Whether a break has passed since the current state was entered.
    private func breakIsOver(_ transitions: Transitions) -> Bool {
        stopwatch.now() - transitions.enteredAt >= policy.breakDuration
    }

    /// Records how a permitted call ended. A state change that makes is handed to `report` under the
    /// breaker's lock.
    ///
    /// A success while closed — the healthy path — is inlined into the caller: three atomic
    /// operations, four when it pushes a failure out of the window.
    @inlinable
    public func record(
        _ permit: Permit, _ outcome: Outcome, reporting report: (CircuitTransition) -> Void = { _ in }
    ) {
        guard !permit.isProbe, outcome == .success else {
            return recordProbeOrFailure(permit, outcome, reporting: report)
        }
        guard crosscut_atomic_load(word) >> 2 == permit.generation else { return }
        _ = enterWindow(0)
    }

    /// Puts `outcome` (1 for a failure) into the window in place of its oldest, keeping the count
    /// of failures; returns how many outcomes the window had taken before, and the failures now
    /// (`nil` when unchanged).
    @inlinable
    func enterWindow(_ outcome: Int64) -> (taken: Int64, failures: Int64?) {
        let taken = crosscut_atomic_fetch_add(recorded, 1)
        let slot = slots + Int(taken % window)
        // The slot's old outcome leaves the window as this one enters it.
        let change = outcome - crosscut_atomic_exchange(slot, outcome)
        return (taken, change == 0 ? nil : crosscut_atomic_fetch_add(failures, change) + change)
    }

    /// ``record(_:_:reporting:)`` of a probe, or of a call that did not succeed: a failure may open
    /// the circuit.
    @usableFromInline
    func recordProbeOrFailure(_ permit: Permit, _ outcome: Outcome, reporting report: (CircuitTransition) -> Void) {
        guard !permit.isProbe else { return recordProbe(permit, outcome, reporting: report) }
        guard outcome == .failure, crosscut_atomic_load(word) >> 2 == permit.generation else { return }
        let (taken, failuresChanged) = enterWindow(1)
        let failuresNow = failuresChanged ?? crosscut_atomic_load(failures)
        let count = min(taken + 1, window)
        guard count >= policy.minimumCalls, Double(failuresNow) >= policy.failureRatio * Double(count) else {
            return
        }
        transitions.withLock { transitions in
            let current = crosscut_atomic_load(word)
            guard current >> 2 == permit.generation, Self.state(of: current) == .closed else { return }
            enter(.open, from: current, &transitions, reporting: report)
        }
    }

    /// A probe's outcome: a failure opens the circuit again; the last of the probes succeeding closes
    /// it; a probe left unanswered gives its place to the next caller.
    private func recordProbe(_ permit: Permit, _ outcome: Outcome, reporting report: (CircuitTransition) -> Void) {
        transitions.withLock { transitions in
            let current = crosscut_atomic_load(word)
            guard current >> 2 == permit.generation, Self.state(of: current) == .halfOpen else { return }
            switch outcome {
            case .failure:
                enter(.open, from: current, &transitions, reporting: report)
            case .unanswered:
                transitions.probesOut -= 1
            case .success:
                transitions.probesSucceeded += 1
                guard transitions.probesSucceeded >= policy.probes else { return }
                enter(.closed, from: current, &transitions, reporting: report)
            }
        }
    }

    /// Moves to `state` in a new generation and reports the change, under the lock; returns the
    /// generation. A closed circuit starts with an empty window.
    @discardableResult
    private func enter(
        _ state: CircuitState, from current: Int64, _ transitions: inout Transitions,
        reporting report: (CircuitTransition) -> Void
    ) -> Int64 {
        let generation = (current >> 2) &+ 1
        if state == .closed {
            for slot in 0..<policy.window { crosscut_atomic_store(slots + slot, 0) }
            crosscut_atomic_store(recorded, 0)
            crosscut_atomic_store(failures, 0)
        }
        transitions.enteredAt = stopwatch.now()
        transitions.probesOut = 0
        transitions.probesSucceeded = 0
        crosscut_atomic_store(word, generation << 2 | Self.code(of: state))
        report(CircuitTransition(from: Self.state(of: current), to: state))
        return generation
    }

    private static func state(of word: Int64) -> CircuitState {
        switch word & 3 {
        case 0: .closed
        case 1: .open
        default: .halfOpen
        }
    }

    private static func code(of state: CircuitState) -> Int64 {
        switch state {
        case .closed: 0
        case .open: 1
        case .halfOpen: 2
        }
    }

    /// `count` atomic integers, all 0.
    private static func atomics(_ count: Int) -> UnsafeMutablePointer<crosscut_atomic_int> {
        let atomics = UnsafeMutablePointer<crosscut_atomic_int>.allocate(capacity: count)
        for index in 0..<count { crosscut_atomic_init(atomics + index, 0) }
        return atomics
    }
}
