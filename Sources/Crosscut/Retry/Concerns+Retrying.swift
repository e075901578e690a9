extension Concerns {
    /// Runs `operation` under ``retryStrategy``; what the retrying decorators call. The value may be
    /// noncopyable: it is returned, never copied.
    ///
    /// Each retry logs a `.warning` event `"\(service).\(member) retry"` with `attempt` (the attempt
    /// that failed), `delay_ms` and `error`, and increments `crosscut_retries_total`
    /// `{service, member}` — the event only while logging is enabled, the counter only while
    /// metrics are. With retry switched off, `operation` runs once, untouched.
    ///
    /// Cancellation: see ``RetryStrategy/run(isolation:onRetry:_:)`` — `CancellationError` when
    /// `Failure` is `any Error`, otherwise the last error.
    ///
    /// ```swift
    /// try await concerns.retrying(service: "Catalog", member: "sessions(for:)") {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    public func retrying<Value: ~Copyable, Failure: Error>(
        service: String,
        member: String,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard isEnabled(.retry) else { return try await operation() }
        return try await retryStrategy.run(
            onRetry: {
                reportRetry($0, name: "\(service).\(member)", dimensions: ["service": service, "member": member])
            },
            operation
        )
    }

    /// The synchronous form of ``retrying(service:member:isolation:_:)``: retries at once unless the
    /// strategy ``RetryStrategy/sleepsSynchronously``; see ``RetryStrategy/runSynchronously(onRetry:_:)``.
    public func retrying<Value: ~Copyable, Failure: Error>(
        service: String,
        member: String,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled(.retry) else { return try operation() }
        return try retryStrategy.runSynchronously(
            onRetry: {
                reportRetry($0, name: "\(service).\(member)", dimensions: ["service": service, "member": member])
            },
            operation
        )
    }

    /// Logs the event `"\(name) retry"` and increments `counter` with `dimensions` for one retry.
    ///
    /// Callers pass it as a non-escaping `onRetry` closure literal, so a call that succeeds first time
    /// builds neither the name nor the dimensions and allocates no reporter.
    func reportRetry(
        _ retry: RetryEvent,
        name: String,
        counter: String = MetricName.retries,
        dimensions: Dimensions
    ) {
        if isEnabled(.logging) {
            logger.log(
                .warning,
                "\(name) retry",
                [
                    "attempt": .int(retry.attempt),
                    "delay_ms": .double(retry.delay.inMilliseconds),
                    "error": .string(String(describing: retry.error)),
                ]
            )
        }
        if isEnabled(.metrics) {
            metrics.increment(counter, by: 1, dimensions: dimensions)
        }
    }
}
