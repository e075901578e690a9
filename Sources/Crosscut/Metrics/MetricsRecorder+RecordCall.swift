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
        let dimensions: Dimensions = [
            "member": member, "outcome": outcome.isSuccess ? "success" : "error", "service": service,
        ]
        increment(MetricName.calls, by: 1, dimensions: dimensions)
        record(MetricName.callDuration, duration: duration, dimensions: dimensions)
        if case .threw(let error) = outcome {
            let errorDimensions: Dimensions = [
                "error_type": String(describing: type(of: error)), "member": member, "service": service,
            ]
            increment(MetricName.errors, by: 1, dimensions: errorDimensions)
        }
    }
}
