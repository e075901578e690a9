extension Logger {
    /// Logs one finished call of a decorated service: the event the logging decorators emit.
    ///
    /// The event is named `"\(service).\(member)"` (for example `AgeManager.increase()`), has level
    /// ``LogLevel/info`` when the call returned and ``LogLevel/error`` when it threw, and its data is
    /// the `arguments`, then `"outcome"` (`"returned"` or `"threw"`), then `"error"`
    /// (`String(describing: error)`, only when it threw), then `"duration_ms"` (milliseconds as a
    /// `Double`). When that level is disabled, nothing is built: `arguments` is never evaluated.
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
        outcome: CallOutcome,
        duration: Duration
    ) {
        let level: LogLevel = outcome.isSuccess ? .info : .error
        guard isEnabled(level) else { return }
        var data = arguments()
        switch outcome {
        case .returned:
            data.append("outcome", "returned")
        case .threw(let error):
            data.append("outcome", "threw")
            data.append("error", .string(String(describing: error)))
        }
        let components = duration.components
        let milliseconds = Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15
        data.append("duration_ms", .double(milliseconds))
        log(level, "\(service).\(member)", data)
    }
}
