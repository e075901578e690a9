/// Metrics: per call, a count and a duration by outcome (and errors counted by type), recorded into
/// the member's `CallMetrics`, which the decorator resolves once when it is created.
struct MetricsEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    var runtimeTypes: [RuntimeNames.TypeName] { [Self.callMetrics, RuntimeNames.callOutcome] }

    /// Where a member's calls are counted and timed.
    private static let callMetrics = RuntimeNames.TypeName(kind: "protocol", name: "CallMetrics")
    /// Resolves a member's `CallMetrics`.
    private static let resolveCallMetrics = "concerns.metrics.callMetrics"

    func acts(on access: Access) -> Bool { true }

    func handle(for access: Access) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Metrics", type: "any " + Self.callMetrics.qualified,
            summary: "Where each member's calls are counted and timed, resolved once.",
            resolver: Self.resolveCallMetrics, arguments: [access.serviceArgument, access.memberArgument])
    }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        let metrics =
            handle ?? "\(Self.resolveCallMetrics)(\(access.serviceArgument), \(access.memberArgument))"
        writer.reportCall(of: access) { outcome, duration in
            (metrics + ".record", [outcome, "duration: " + duration])
        }
    }
}
