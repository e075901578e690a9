extension ConcernDescription {
    /// Tracing: each call in a span of the runtime's `CallTracer`, a child of the span of the call
    /// it is made in; outermost, so that a call's log event and metrics happen inside its span.
    static let tracing = ConcernDescription(
        name: "tracing", runtimeSwitch: "tracing", decoratorPrefix: "Tracing", helperName: "withTracing",
        summary: "Runs every call in a span: named after the member, its arguments (secrets redacted) as attributes.",
        runtimePart: "tracer", rules: TracingRules(), emitter: TracingEmitter())
}

/// What a member's annotations and checks ask of the tracing decorator.
struct TracingOptions: ConcernOptions {
    /// The member forwards untouched: an argument can be passed on only once, so not from a span's closure.
    var untraced = false
}

extension MemberOptions {
    /// What the member asks of the tracing decorator.
    var tracing: TracingOptions {
        get { self[TracingOptions.self] }
        set { self[TracingOptions.self] = newValue }
    }
}
