/// Metrics: per call, a count and a duration by outcome (and errors counted by type), recorded into
/// the member's `CallMetrics`, which the decorator resolves once when it is created.
struct MetricsEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    var runtimeTypes: [RuntimeNames.TypeName] { [Self.callMetrics, RuntimeNames.callOutcome] }

    /// Where a member's calls are counted and timed.
    private static let callMetrics = RuntimeNames.TypeName(kind: "protocol", name: "CallMetrics")
    /// Resolves a member's `CallMetrics`.
    private static let resolveCallMetrics = "concerns.metrics.callMetrics"

    func acts(on invocation: Invocation) -> Bool { true }

    func handle(for invocation: Invocation) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Metrics", type: "any " + Self.callMetrics.qualified,
            summary: "Where each member's calls are counted and timed, resolved once.",
            resolver: Self.resolveCallMetrics, arguments: [invocation.serviceArgument, invocation.memberArgument])
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let metrics =
            handle ?? "\(Self.resolveCallMetrics)(\(invocation.serviceArgument), \(invocation.memberArgument))"
        writer.reportCall(of: invocation) { outcome, duration in
            (metrics + ".record", [outcome, "duration: " + duration])
        }
    }
}
