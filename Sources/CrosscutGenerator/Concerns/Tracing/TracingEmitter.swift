/// Tracing: each call runs in a span named `Service.member` through `Concerns.tracing`, with the
/// arguments as its attributes as the logging decorators log them (redacted where
/// ``RedactedArguments`` says, closures left out). Members ``TracingRules`` finds it cannot trace
/// forward untouched.
struct TracingEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [RuntimeNames.eventValue] }

    /// Whether the concerns have a tracer to start spans.
    private static let hasTracer = "concerns.tracer != nil"
    /// Runs a call in a span.
    private static let tracing = "concerns.tracing"

    func acts(on access: Access) -> Bool { true }

    /// A tracer is set: without one, the call forwards without building its attributes.
    func condition(for access: Access) -> String? { Self.hasTracer }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        let traced = CallArguments(of: access)
        var arguments = [access.serviceArgument, access.memberArgument]
        if !traced.entries.isEmpty { arguments.append(traced.argument) }
        if traced.leavesOutRedactedArgument { arguments.append(RuntimeNames.hasRedactedArguments) }
        writer.runCall(of: access, through: Self.tracing, arguments)
    }
}
