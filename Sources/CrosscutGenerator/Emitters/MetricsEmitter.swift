/// Metrics: per call, a counter and a duration with the outcome, through
/// `MetricsRecorder.recordCall` (which also counts errors by type).
struct MetricsEmitter: ConcernEmitter {
    var locals: Set<String> { CodeWriter.reportCallLocals }

    func acts(on access: Access) -> Bool { true }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        writer.reportCall(of: access, through: RuntimeNames.recordCall)
    }
}
