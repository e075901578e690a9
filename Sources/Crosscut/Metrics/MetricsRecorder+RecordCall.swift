extension MetricsRecorder {
    /// Records one call through a decorator: counts it in ``MetricName/calls`` and times it in
    /// ``MetricName/callDuration``, both with the dimensions `module` (the caller's, which `fileID`
    /// names: ``ServiceName``), `service`, `member` and `outcome` (`success`, `refused` for a
    /// ``CallRefusal``, or `error`); a call that
    /// threw is also counted in ``MetricName/errors`` with the dimensions `module`, `service`, `member`
    /// and `error_type` (the error's type name — low cardinality, unlike the error's message).
    ///
    /// ```swift
    /// let start = concerns.stopwatch.now()
    /// do {
    ///     let value = try decoratee.load()
    ///     concerns.metrics.recordCall(
    ///         service: "Store", member: "load()", outcome: .returned, duration: concerns.stopwatch.now() - start)
    ///     return value
    /// } catch {
    ///     concerns.metrics.recordCall(
    ///         service: "Store", member: "load()", outcome: .threw(error), duration: concerns.stopwatch.now() - start)
    ///     throw error
    /// }
    /// ```
    public func recordCall(
        service: String, member: String, outcome: CallOutcome, duration: Duration, fileID: String = #fileID
    ) {
        record(outcome, duration: duration, in: .member(member, of: ServiceName(service, fileID: fileID)))
    }

    /// Records one call of `series` by name: counts it and times it with the series' labels plus
    /// `outcome` (`success`, `refused` or `error`); a call that threw is also counted with `error_type`.
    func record(_ outcome: CallOutcome, duration: Duration, in series: CallSeries) {
        recordCall(
            counting: series.calls, timing: series.durations, duration: duration,
            dimensions: series.outcomeLabels(OutcomeLabel(outcome)))
        if let error = outcome.error {
            increment(series.errors, by: 1, dimensions: series.errorLabels(errorType: errorTypeName(error)))
        }
    }
}
