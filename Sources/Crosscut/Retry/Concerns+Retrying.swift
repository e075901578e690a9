extension Concerns {
    /// Runs `operation` under ``retryPolicy``; what the retrying decorators call.
    ///
    /// Each retry logs a `.warning` event `"\(service).\(member) retry"` with `attempt` (the attempt
    /// that failed), `delay_ms` and `error`, and increments `crosscut_retries_total`
    /// `{service, member}` — the event only while logging is enabled, the counter only while
    /// metrics are. With retry switched off, `operation` runs once, untouched.
    ///
    /// Cancellation: see ``RetryPolicy/run(isolation:onRetry:_:)`` — `CancellationError` when
    /// `Failure` is `any Error`, otherwise the last error.
    ///
    /// ```swift
    /// try await concerns.retrying(service: "Catalog", member: "sessions(for:)") {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    public func retrying<Value, Failure: Error>(
        service: String,
        member: String,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard isEnabled(.retry) else { return try await operation() }
        let report = retryReporter(name: "\(service).\(member)", dimensions: ["service": service, "member": member])
        return try await retryPolicy.run(onRetry: report, operation)
    }

    /// The synchronous form of ``retrying(service:member:isolation:_:)``: retries at once unless the
    /// policy ``RetryPolicy/sleepsSynchronously``; see ``RetryPolicy/runSynchronously(onRetry:_:)``.
    public func retrying<Value, Failure: Error>(
        service: String,
        member: String,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled(.retry) else { return try operation() }
        let report = retryReporter(name: "\(service).\(member)", dimensions: ["service": service, "member": member])
        return try retryPolicy.runSynchronously(onRetry: report, operation)
    }

    /// Logs the event `"\(name) retry"` and increments `counter` with `dimensions` for each retry.
    func retryReporter(
        name: String,
        counter: String = "crosscut_retries_total",
        dimensions: Dimensions
    ) -> (RetryEvent) -> Void {
        { retry in
            if isEnabled(.logging) {
                let (seconds, attoseconds) = retry.delay.components
                logger.log(
                    .warning,
                    "\(name) retry",
                    [
                        "attempt": .int(retry.attempt),
                        "delay_ms": .double(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15),
                        "error": .string(String(describing: retry.error)),
                    ]
                )
            }
            if isEnabled(.metrics) {
                metrics.increment(counter, by: 1, dimensions: dimensions)
            }
        }
    }
}
