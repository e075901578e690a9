extension ConcernDescription {
    /// Metrics: per call, a count and a duration by outcome, and errors counted by type.
    static let metrics = ConcernDescription(
        name: "metrics", runtimeSwitch: "metrics", decoratorPrefix: "Metrics", helperName: "withMetrics",
        summary: "Counts and times every call, by outcome and error type.",
        runtimePart: "metrics", rules: NoConcernRules(), emitter: MetricsEmitter())
}
