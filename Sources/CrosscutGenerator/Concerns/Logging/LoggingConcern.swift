extension ConcernDescription {
    /// Logging: one event per call, with its arguments (secrets redacted), outcome and duration.
    static let logging = ConcernDescription(
        name: "logging", runtimeSwitch: "logging", decoratorPrefix: "Logging", helperName: "withLogging",
        summary: "Logs every call: its arguments (secrets redacted), outcome and duration.",
        runtimePart: "logger", rules: LoggingRules(), emitter: LoggingEmitter())
}

/// What a member's annotations ask of the logging decorator.
struct LoggingOptions: ConcernOptions {
    /// `redact: name`: the parameters (or `newValue`) logged redacted, whatever they are named.
    var redactedParameters: Set<String> = []
    /// `public: name`: the parameters (or `newValue`) logged in clear, whatever they are named.
    var publicParameters: Set<String> = []
}

/// What the protocol's annotation asks of the logging decorator: `logging(arguments: private)`.
struct LoggingProtocolOptions: ConcernOptions {
    /// `arguments: private`: every argument is logged redacted unless marked `public:`, as
    /// `os.Logger` treats dynamic values; otherwise only those that look secret are.
    var argumentsArePrivate = false
}

extension MemberOptions {
    /// What the member asks of the logging decorator.
    var logging: LoggingOptions {
        get { self[LoggingOptions.self] }
        set { self[LoggingOptions.self] = newValue }
    }
}
