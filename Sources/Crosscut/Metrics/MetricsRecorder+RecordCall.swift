extension MetricsRecorder {
    /// Records one call through a decorator: counts it in ``MetricName/calls`` and times it in
    /// ``MetricName/callDuration``, both with the dimensions `service`, `member` and `outcome`
    /// (`success` or `error`); a call that threw is also counted in ``MetricName/errors`` with the
    /// dimensions `service`, `member` and `error_type` (the error's type name — low cardinality,
    /// unlike the error's message).
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
    public func recordCall(service: String, member: String, outcome: CallOutcome, duration: Duration) {
        // Labels in key order, the order the in-memory recorder keeps them in.
        recordOutcome(
            outcome, duration: duration, labels: ["member": member, "service": service],
            calls: MetricName.calls, durations: MetricName.callDuration, errors: MetricName.errors)
    }

    /// Records one call identified by `labels`: counts it in `calls` and times it in `durations` with
    /// `labels` plus `outcome` (`success` or `error`); a call that threw is also counted in `errors`
    /// with `labels` plus `error_type`. Labels are passed sorted by key.
    func recordOutcome(
        _ outcome: CallOutcome,
        duration: Duration,
        labels: Dimensions,
        calls: String,
        durations: String,
        errors: String
    ) {
        let dimensions = labels.sortedByKey(adding: "outcome", outcome.isSuccess ? "success" : "error")
        recordCall(counting: calls, timing: durations, duration: duration, dimensions: dimensions)
        if let error = outcome.error {
            increment(errors, by: 1, dimensions: labels.sortedByKey(adding: "error_type", errorTypeName(error)))
        }
    }
}
