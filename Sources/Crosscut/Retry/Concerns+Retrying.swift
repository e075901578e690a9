extension Concerns {
    /// Runs `operation` under ``retryStrategy``; what the retrying decorators call. The value may be
    /// noncopyable: it is returned, never copied.
    ///
    /// Each retry logs a `.warning` event `"\(service).\(member) retry"` with `attempt` (the attempt
    /// that failed), `delay_ms`, `error_type` and `error` (see
    /// ``EventLogger/logCall(service:member:arguments:hasRedactedArguments:outcome:duration:)``), and
    /// increments `crosscut_retries_total` `{module, service, member}` (the caller's module, which
    /// `fileID` names: ``ServiceName``) — the event only while logging is
    /// enabled, the counter only while metrics are. With retry switched off, `operation` runs once,
    /// untouched.
    ///
    /// Pass `hasRedactedArguments: true` when an argument of the call is logged redacted, or an
    /// expression that finds it out (evaluated only when a retry is reported), such as
    /// `EventValue(describing: request).isRedacted`: the error's message, which may quote it, is then
    /// redacted in the warning too.
    ///
    /// Cancellation: see ``RetryStrategy/run(isolation:onRetry:_:)`` — `CancellationError` when
    /// `Failure` is `any Error`, otherwise the last error.
    ///
    /// ```swift
    /// try await concerns.retrying(service: "Catalog", member: "sessions(for:)") {
    ///     try await decoratee.sessions(for: reason)
    /// }
    /// ```
    @inlinable
    public func retrying<Value: ~Copyable, Failure: Error>(
        service: String,
        member: String,
        hasRedactedArguments: @autoclosure () -> Bool = false,
        fileID: String = #fileID,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        guard isEnabled(.retry) else { return try await operation() }
        return try await retryStrategy.run(
            onRetry: {
                reportRetry(
                    $0, name: "\(service).\(member)",
                    dimensions: ServiceName(service, fileID: fileID).labels(member: member),
                    hasRedactedArguments: hasRedactedArguments())
            },
            operation
        )
    }

    /// The synchronous form of ``retrying(service:member:hasRedactedArguments:fileID:isolation:_:)``: retries at once unless the
    /// strategy ``RetryStrategy/sleepsSynchronously``; see ``RetryStrategy/runSynchronously(onRetry:_:)``.
    @inlinable
    public func retrying<Value: ~Copyable, Failure: Error>(
        service: String,
        member: String,
        hasRedactedArguments: @autoclosure () -> Bool = false,
        fileID: String = #fileID,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard isEnabled(.retry) else { return try operation() }
        return try retryStrategy.runSynchronously(
            onRetry: {
                reportRetry(
                    $0, name: "\(service).\(member)",
                    dimensions: ServiceName(service, fileID: fileID).labels(member: member),
                    hasRedactedArguments: hasRedactedArguments())
            },
            operation
        )
    }

    /// Logs the event `"\(name) retry"` and increments `counter` with `dimensions` for one retry; the
    /// error's message is redacted when the call `hasRedactedArguments`.
    ///
    /// Callers pass it as a non-escaping `onRetry` closure literal, so a call that succeeds first time
    /// builds neither the name nor the dimensions and allocates no reporter.
    @usableFromInline
    func reportRetry(
        _ retry: RetryEvent,
        name: String,
        counter: String = MetricName.retries,
        dimensions: Dimensions,
        hasRedactedArguments: Bool = false
    ) {
        if isEnabled(.logging) {
            var data: EventData = ["attempt": .int(retry.attempt), "delay_ms": .double(retry.delay.inMilliseconds)]
            data.appendError(retry.error, redactingMessageWith: hasRedactedArguments ? logger.redaction : nil)
            logger.log(.warning, "\(name) retry", data)
        }
        if isEnabled(.metrics) {
            metrics.increment(counter, by: 1, dimensions: dimensions)
        }
    }
}
