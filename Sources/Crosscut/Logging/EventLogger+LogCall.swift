extension EventLogger {
    /// Logs one finished call of a decorated service: the event the logging decorators emit.
    ///
    /// The event is named `"\(service).\(member)"` (for example `AgeManager.increase()`), has level
    /// ``EventLevel/info`` when the call returned, ``EventLevel/warning`` when it was refused (a
    /// ``CallRefusal``: denied or invalid, the caller's mistake rather than a failure) and
    /// ``EventLevel/error`` when it threw anything else, and its data is the `arguments`, then
    /// `"outcome"` (`"returned"`, `"refused"` or `"threw"`), then — only when it did not return —
    /// `"error_type"` (the name of the error's type) and `"error"` (`String(describing: error)`),
    /// then `"duration_ms"` (milliseconds as a `Double`). When that level is disabled, nothing is
    /// built: `arguments` is never evaluated.
    ///
    /// An error's message can quote an argument (`"bad token \(token)"`), so when the call has a
    /// redacted argument the `"error"` field is redacted too, as ``redaction`` writes a sensitive
    /// value, and only `"error_type"` says what failed. The call has a redacted argument when one of
    /// `arguments` is ``EventValue/redacted(_:)`` (what ``Redaction/redact(_:)`` returns) or when
    /// `hasRedactedArguments` is `true`: pass `true` when a sensitive argument is left out of
    /// `arguments` or logged otherwise (for example as ``EventValue/notDescribed``).
    ///
    /// ```swift
    /// let start = concerns.stopwatch.now()
    /// let result = decoratee.increase()
    /// concerns.logger.logCall(
    ///     service: "AgeManager", member: "increase()", arguments: ["age": EventValue(describing: result)],
    ///     outcome: .returned, duration: concerns.stopwatch.now() - start)
    /// ```
    @inlinable
    public func logCall(
        service: String,
        member: String,
        arguments: @autoclosure () -> EventData,
        hasRedactedArguments: Bool = false,
        outcome: CallOutcome,
        duration: Duration
    ) {
        logCall(
            named: "\(service).\(member)", arguments: arguments(), hasRedactedArguments: hasRedactedArguments,
            outcome: outcome, duration: duration)
    }

    /// Whether ``logCall(service:member:arguments:hasRedactedArguments:outcome:duration:)`` can log the event of a call
    /// that can throw or not: a returned call logs at ``EventLevel/info`` and a thrown one at
    /// ``EventLevel/error``, so a call that cannot throw needs `.info` enabled and one that can
    /// needs at least `.error`.
    ///
    /// The logging decorators check it before anything else: when it is `false`, they forward the
    /// call without reading the clock.
    ///
    /// ```swift
    /// guard concerns.isEnabled(.logging), concerns.logger.logsCalls(thatCanThrow: false) else {
    ///     return decoratee.increase()
    /// }
    /// ```
    @inlinable
    public func logsCalls(thatCanThrow: Bool) -> Bool {
        isEnabled(thatCanThrow ? .error : .info)
    }

    /// Logs one finished call named `name`, with the layout of
    /// ``logCall(service:member:arguments:hasRedactedArguments:outcome:duration:)``: at `level` when the call returned,
    /// at ``EventLevel/warning`` when it was refused and at ``EventLevel/error`` when it threw. The closure decorators log their "after" event with it.
    /// When that level is disabled, neither `name` nor `arguments` is evaluated.
    ///
    /// ```swift
    /// logger.logCall(named: "Welcome.nextPressed", level: .notice, outcome: .returned, duration: .milliseconds(2))
    /// ```
    @inlinable
    public func logCall(
        named name: @autoclosure () -> String,
        level: EventLevel = .info,
        arguments: @autoclosure () -> EventData = [:],
        hasRedactedArguments: Bool = false,
        outcome: CallOutcome,
        duration: Duration
    ) {
        let refused = outcome.isRefusal
        let level = outcome.isSuccess ? level : refused ? .warning : .error
        guard isEnabled(level) else { return }
        var data = arguments()
        switch outcome {
        case .returned:
            data.append("outcome", "returned")
        case .threw(let error):
            let redactsMessage = hasRedactedArguments || data.contains { $0.value.isRedacted }
            data.append("outcome", refused ? "refused" : "threw")
            data.appendError(error, redactingMessageWith: redactsMessage ? redaction : nil)
        }
        data.append("duration_ms", .double(duration.inMilliseconds))
        log(level, name(), data)
    }
}
