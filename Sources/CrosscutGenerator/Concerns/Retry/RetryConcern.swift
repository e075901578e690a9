extension ConcernDescription {
    /// Retry: members that throw on their own are tried again, as the runtime's `RetryStrategy`
    /// says, unless they opt out.
    static let retry = ConcernDescription(
        name: "retry", runtimeSwitch: "retry", decoratorPrefix: "Retrying", helperName: "withRetry",
        summary: "Tries failing calls again, as the concerns' `RetryStrategy` says.",
        runtimePart: "retry strategy", rules: RetryRules(), emitter: RetryEmitter())
}
