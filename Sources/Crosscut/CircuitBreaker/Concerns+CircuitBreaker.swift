extension Concerns {
    /// The circuit breaker named `name`, shared with every decorator that names it: what a
    /// circuit-breaking decorator resolves once, when it is created. With metrics on, the gauge
    /// `crosscut_circuit_state` `{breaker}` then reads where it stands, from the start.
    public func circuitBreaker(named name: String) -> CircuitBreaker {
        resolved(circuitBreakers.breaker(named: name))
    }

    /// The own circuit breaker of `service` in the caller's module (`fileID` names it,
    /// ``ServiceName``), named after it: what the circuit-breaking decorator of a protocol that names
    /// no breaker resolves. A service of the same name in another module has another; its gauge and
    /// transitions carry `module` beside `breaker`.
    public func circuitBreaker(of service: String, fileID: String = #fileID) -> CircuitBreaker {
        resolved(circuitBreakers.breaker(of: ServiceName(service, fileID: fileID)))
    }

    /// `breaker`, its gauge set to where it stands while metrics are on.
    private func resolved(_ breaker: CircuitBreaker) -> CircuitBreaker {
        decoratorsMade.read(.circuitBreakers)
        if isEnabled(.metrics) { breaker.withState { recordState($0, of: breaker) } }
        return breaker
    }

    /// Runs `operation` if `breaker` lets it through, and tells the breaker how it ended; what the
    /// circuit-breaking decorators call. The value may be noncopyable: it is returned, never copied.
    ///
    /// When the circuit is open — or half-open with its probes out — `operation` does not run and the
    /// call throws ``CircuitOpenError`` at once. An error the breaker's policy counts
    /// (``CircuitBreakerPolicy/isFailure``) is a failure; a `CancellationError`, or another error
    /// once the caller's task is cancelled, is counted neither way (the dependency did not answer);
    /// anything else the call ends with is a success. Each state change logs an event `"\(breaker.name) circuit \(state)"` (`.warning` when
    /// it opens or half-opens, `.info` when it closes) with `from`, increments
    /// `crosscut_circuit_transitions_total` `{breaker, from, to}` and sets the gauge
    /// `crosscut_circuit_state` `{breaker}` (``CircuitState/level``) — the event only while logging
    /// is enabled, the metrics only while metrics are — in the order the changes happened. With the circuit breaker switched off,
    /// `operation` runs untouched.
    ///
    /// ```swift
    /// let breaker = concerns.circuitBreaker(named: "Catalog")
    /// try await concerns.breaking(with: breaker, service: "Catalog", member: "sessions(for:)") {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    @inlinable
    public func breaking<Value: ~Copyable>(
        with breaker: CircuitBreaker,
        service: String,
        member: String,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Value
    ) async throws -> Value {
        guard isEnabled(.circuitBreaker) else { return try await operation() }
        let permit = try admit(to: breaker, service: service, member: member)
        let value: Value
        do {
            value = try await operation()
        } catch {
            settle(permit, with: breaker, failure: error)
            throw error
        }
        settle(permit, with: breaker, failure: nil)
        return value
    }

    /// The synchronous form of ``breaking(with:service:member:isolation:_:)``.
    @inlinable
    public func breaking<Value: ~Copyable>(
        with breaker: CircuitBreaker,
        service: String,
        member: String,
        _ operation: () throws -> Value
    ) throws -> Value {
        guard isEnabled(.circuitBreaker) else { return try operation() }
        let permit = try admit(to: breaker, service: service, member: member)
        let value: Value
        do {
            value = try operation()
        } catch {
            settle(permit, with: breaker, failure: error)
            throw error
        }
        settle(permit, with: breaker, failure: nil)
        return value
    }

    /// A permit from `breaker`, or ``CircuitOpenError`` when it refuses the call; reports the state
    /// change asking made, if any.
    @inlinable
    func admit(to breaker: CircuitBreaker, service: String, member: String) throws(CircuitOpenError)
        -> CircuitBreaker.Permit
    {
        guard let permit = breaker.acquire(reporting: { report($0, of: breaker) }) else {
            throw CircuitOpenError(breaker: breaker.name, call: "\(service).\(member)")
        }
        return permit
    }

    /// Tells `breaker` how a permitted call ended — `failure`, or `nil` when it returned — and reports
    /// the state change that made, if any.
    @inlinable
    func settle(_ permit: CircuitBreaker.Permit, with breaker: CircuitBreaker, failure: (any Error)?) {
        let outcome = failure.map { Self.outcome(of: $0, policy: breaker.policy) } ?? .success
        breaker.record(permit, outcome, reporting: { report($0, of: breaker) })
    }

    /// How a call that threw `error` counts under `policy`.
    @usableFromInline
    static func outcome(of error: any Error, policy: CircuitBreakerPolicy) -> CircuitBreaker.Outcome {
        if error is any CallRefusal { return .success }  // refused before the call: an answer
        if policy.isFailure(error) { return .failure }
        return error is CancellationError || Task.isCancelled ? .unanswered : .success
    }

    /// Logs and counts one state change of `breaker`, and sets its gauge: under the breaker's lock.
    @usableFromInline
    func report(_ transition: CircuitTransition, of breaker: CircuitBreaker) {
        if isEnabled(.logging) {
            let level: EventLevel = transition.to == .closed ? .info : .warning
            logger.log(
                level, "\(breaker.name) circuit \(transition.to)", ["from": .string(transition.from.description)])
        }
        if isEnabled(.metrics) {
            var dimensions = breaker.labels
            dimensions.append("from", transition.from.description)
            dimensions.append("to", transition.to.description)
            metrics.increment(MetricName.circuitTransitions, by: 1, dimensions: dimensions)
            recordState(transition.to, of: breaker)
        }
    }

    /// Sets `breaker`'s gauge to `state`.
    private func recordState(_ state: CircuitState, of breaker: CircuitBreaker) {
        metrics.setGauge(MetricName.circuitState, to: state.level, dimensions: breaker.labels)
    }
}
