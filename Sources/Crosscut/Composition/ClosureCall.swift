/// The concerns of one decorated closure, resolved when it is decorated, and the calls through them
/// in canonical order: ``run(_:)`` adds tracing, logging, metrics and retry around an attempt, and
/// ``attempt(_:)`` the circuit breaker and the timeout around the closure, each through the helper
/// the generated decorators call.
struct ClosureCall: Sendable {
    /// The decorator's name, parts and options.
    let decorator: ClosureDecorator
    /// The concerns this closure gets: those asked for that are enabled and that its shape can take.
    let applied: ConcernSet
    /// The call as the tracer, breaker and timeout name it: `service.member`.
    let service: String
    let member: String
    /// The closure's call metrics, resolved once when metrics apply.
    private let callMetrics: (any CallMetrics)?
    /// The closure's circuit breaker, resolved once when the breaker applies.
    private let breaker: CircuitBreaker?

    /// The concerns `decorator` gives a closure of `shape`, after warning of those it cannot take; `nil`
    /// when none is left.
    init?(_ decorator: ClosureDecorator, shape: ClosureShape) {
        let concerns = decorator.concerns
        var applied = decorator.requested
        for refusal in shape.refusals(of: applied) {
            applied.remove(refusal.concern)
            if concerns.isEnabled(.logging) {
                concerns.logger.log(
                    .warning, "\(decorator.name) \(refusal.outcome)", ["reason": .string(refusal.reason)])
            }
        }
        guard !applied.isEmpty else { return nil }
        self.decorator = decorator
        self.applied = applied
        (service, member) = Self.call(named: decorator.name, fileID: decorator.fileID)
        callMetrics =
            applied.contains(.metrics) ? concerns.metrics.callMetrics(for: .closure(decorator.name)) : nil
        breaker = applied.contains(.circuitBreaker) ? Self.breaker(of: decorator) : nil
    }

    /// The service and member of a closure `name`d `Owner.action`: split at the last dot, or, without
    /// one, the module that `fileID` names and the name.
    private static func call(named name: String, fileID: String) -> (service: String, member: String) {
        guard let dot = name.lastIndex(of: ".") else { return (ServiceName(name, fileID: fileID).module, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// The breaker `decorator` names, or the closure's own.
    private static func breaker(of decorator: ClosureDecorator) -> CircuitBreaker {
        guard let shared = decorator.circuitBreaker else {
            return decorator.concerns.circuitBreaker(of: decorator.name, fileID: decorator.fileID)
        }
        return decorator.concerns.circuitBreaker(named: shared)
    }

    private var concerns: Concerns { decorator.concerns }

    // MARK: - Tracing, logging, metrics, retry

    /// Runs `attempt` with tracing outermost, then logging and metrics around retry.
    func run<R, Failure: Error>(_ attempt: () throws(Failure) -> R) throws(Failure) -> R {
        guard applied.contains(.tracing) else { return try observe(attempt) }
        return try concerns.tracing(service: service, member: member) { () throws(Failure) -> R in
            try observe(attempt)
        }
    }

    /// Runs `attempt` with tracing outermost, then logging and metrics around retry, on the caller's
    /// isolation.
    func run<R, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ attempt: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        guard applied.contains(.tracing) else { return try await observe(isolation: isolation, attempt) }
        return try await concerns.tracing(service: service, member: member, isolation: isolation) {
            () async throws(Failure) -> R in
            try await observe(isolation: isolation, attempt)
        }
    }

    /// Logs and measures one call of `attempt`, retried under the strategy when retry applies.
    private func observe<R, Failure: Error>(_ attempt: () throws(Failure) -> R) throws(Failure) -> R {
        let start = begin()
        do {
            let result =
                applied.contains(.retry)
                ? try concerns.retryStrategy.runSynchronously(onRetry: { reportRetry($0) }, attempt)
                : try attempt()
            end(start, outcome: .returned)
            return result
        } catch {
            end(start, outcome: .threw(error))
            throw error
        }
    }

    /// Logs and measures one call of `attempt`, retried under the strategy when retry applies.
    private func observe<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ attempt: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        let start = begin()
        do {
            let result =
                applied.contains(.retry)
                ? try await concerns.retryStrategy.run(onRetry: { reportRetry($0) }, attempt)
                : try await attempt()
            end(start, outcome: .returned)
            return result
        } catch {
            end(start, outcome: .threw(error))
            throw error
        }
    }

    /// Logs the `before` event; returns the start time.
    private func begin() -> Duration {
        if applied.contains(.logging), decorator.logPoints.contains(.before) {
            concerns.logger.log(decorator.level, decorator.name)
        }
        return concerns.stopwatch.now()
    }

    /// Logs the `after` event and records the metrics of a call that began at `start`.
    private func end(_ start: Duration, outcome: CallOutcome) {
        let duration = concerns.stopwatch.now() - start
        if applied.contains(.logging), decorator.logPoints.contains(.after) {
            concerns.logger.logCall(named: decorator.name, level: decorator.level, outcome: outcome, duration: duration)
        }
        callMetrics?.record(outcome, duration: duration)
    }

    /// Reports retries as ``Concerns/retrying(service:member:hasRedactedArguments:fileID:isolation:_:)``
    /// does, under the closure's name and counter: while logging and metrics are enabled in
    /// ``concerns``, whether or not this closure gets them.
    private func reportRetry(_ retry: RetryEvent) {
        concerns.reportRetry(
            retry, name: decorator.name, counter: MetricName.closureRetries, dimensions: ["closure": decorator.name])
    }

    // MARK: - Circuit breaker, timeout

    // The breaker and the timeout apply only to a closure that throws `any Error` (``ClosureShape``
    // refuses them otherwise), so the error their helpers throw is always a `Failure`.

    /// Runs one attempt of `body` through the circuit breaker when it applies.
    func attempt<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
        guard let breaker else { return try body() }
        do {
            return try concerns.breaking(with: breaker, service: service, member: member, body)
        } catch {
            throw Self.failure(error)
        }
    }

    /// Runs one attempt of `body` through the circuit breaker, then under its deadline, when they
    /// apply, on the caller's isolation.
    func attempt<R, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        guard breaker != nil || applied.contains(.timeout) else { return try await body() }
        do {
            guard let breaker else { return try await timed(isolation: isolation, body) }
            return try await concerns.breaking(with: breaker, service: service, member: member, isolation: isolation) {
                try await timed(isolation: isolation, body)
            }
        } catch {
            throw Self.failure(error)
        }
    }

    /// Runs `body` under its deadline when the timeout applies.
    private func timed<R>(isolation: isolated (any Actor)?, _ body: () async throws -> R) async throws -> R {
        guard applied.contains(.timeout) else { return try await body() }
        return try await concerns.timingOut(
            after: decorator.timeout, service: service, member: member, isolation: isolation, body)
    }

    /// `error` as the closure's `Failure`, which is `any Error` wherever the breaker or the timeout
    /// applies.
    private static func failure<Failure: Error>(_ error: any Error) -> Failure {
        guard let failure = error as? Failure else {
            preconditionFailure("a closure whose error type is \(Failure.self) went through the breaker or the timeout")
        }
        return failure
    }
}
