/// Metrics: per call, a counter and a duration with the outcome, through
/// `MetricsRecorder.recordCall` (which also counts errors by type).
struct MetricsEmitter: ConcernEmitter {
    let concern = ConcernKind.metrics
    let typeNamePrefix = "Metrics"
    let helperName = "withMetrics"
    let summary = "Counts and times every call, by outcome and error type."

    func acts(on access: Access) -> Bool { true }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        writer.reportCall(of: access, through: RuntimeNames.recordCall)
    }
}
