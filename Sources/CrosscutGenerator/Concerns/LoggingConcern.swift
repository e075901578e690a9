extension ConcernDescription {
    /// Logging: one event per call, with its arguments (redacted where marked), outcome and duration.
    static let logging = ConcernDescription(
        name: "logging", runtimeSwitch: "logging", decoratorPrefix: "Logging", helperName: "withLogging",
        summary: "Logs every call: its arguments (redacted where marked), outcome and duration.",
        runtimePart: "logger", rules: LoggingRules(), emitter: LoggingEmitter())
}

/// What a member's annotations ask of the logging decorator.
struct LoggingOptions: ConcernOptions {
    /// `redact: name`: the parameters (or `newValue`) logged redacted.
    var redactedParameters: Set<String> = []
}

extension MemberOptions {
    /// What the member asks of the logging decorator.
    var logging: LoggingOptions {
        get { self[LoggingOptions.self] }
        set { self[LoggingOptions.self] = newValue }
    }
}
