/// Metrics: per call, a count and a duration by outcome (and errors counted by type), recorded into
/// the member's `CallMetrics`, which the decorator resolves once when it is created.
struct MetricsEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    func acts(on access: Access) -> Bool { true }

    func handle(for access: Access) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Metrics", type: "any " + RuntimeNames.callMetrics.qualified,
            summary: "Where each member's calls are counted and timed, resolved once.",
            resolver: RuntimeNames.resolveCallMetrics, arguments: [access.serviceArgument, access.memberArgument])
    }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        let metrics =
            handle ?? "\(RuntimeNames.resolveCallMetrics)(\(access.serviceArgument), \(access.memberArgument))"
        writer.reportCall(of: access) { outcome, duration in
            (metrics + ".record", [outcome, "duration: " + duration])
        }
    }
}
