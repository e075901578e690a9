/// Tracing: each call runs in a span named `Service.member` through `Concerns.tracing`, with the
/// arguments as its attributes as the logging decorators log them (redacted where
/// ``RedactedArguments`` says, closures left out). The span's name and the attributes' keys are
/// made once per member, in the member's `TracedMember`, when the decorator is created. Members
/// ``TracingRules`` finds it cannot trace forward untouched.
struct TracingEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [Self.tracedMember, RuntimeNames.eventValue] }

    /// A member's span name and attribute keys.
    private static let tracedMember = RuntimeNames.TypeName(kind: "struct", name: "TracedMember")

    /// Whether the concerns have a tracer to start spans.
    private static let hasTracer = "concerns.tracer != nil"
    /// Runs a call in a span.
    private static let tracing = "concerns.tracing"

    func acts(on invocation: Invocation) -> Bool { true }

    /// A tracer is set: without one, the call forwards without building its attributes.
    func condition(for invocation: Invocation) -> String? { Self.hasTracer }

    func handle(for invocation: Invocation) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Tracing", type: Self.tracedMember.qualified,
            summary: "What each member's spans are named and carry, made once.",
            resolver: Self.tracedMember.qualified,
            arguments: [invocation.serviceArgument, invocation.memberArgument]
                + (CallArguments(of: invocation).keysArgument.map { [$0] } ?? []))
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let traced = CallArguments(of: invocation)
        var arguments = handle.map { [$0] } ?? [invocation.serviceArgument, invocation.memberArgument]
        if !traced.entries.isEmpty { arguments.append(traced.argument) }
        if traced.leavesOutRedactedArgument { arguments.append(RuntimeNames.hasRedactedArguments) }
        writer.runCall(of: invocation, through: Self.tracing, arguments)
    }
}
