extension ConcernDescription {
    /// Tracing: each call in a span of the runtime's `CallTracer`, a child of the span of the call
    /// it is made in; outermost, so that a call's log event and metrics happen inside its span.
    static let tracing = ConcernDescription(
        name: "tracing", runtimeSwitch: "tracing", decoratorPrefix: "Tracing", helperName: "withTracing",
        summary: "Runs every call in a span: named after the member, its arguments (secrets redacted) as attributes.",
        runtimePart: "tracer", rules: TracingRules(), emitter: TracingEmitter())
}
