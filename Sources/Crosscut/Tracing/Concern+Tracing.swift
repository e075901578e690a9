extension Concern {
    /// Runs each call in a span of ``Concerns/tracer``: ``Concerns/tracing(service:member:arguments:hasRedactedArguments:isolation:_:)``.
    @inlinable public static var tracing: Concern { Concern(name: "tracing", number: 0) }
}
