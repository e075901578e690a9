/// The tracing concern's rules: a member the tracing decorator cannot run inside a span's closure
/// (``ClosureWrapping``) is not traced, and a warning says why.
struct TracingRules: ConcernRules {
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        guard !planned.options.skips(.tracing),
            let obstacle = ClosureWrapping(of: planned, inside: "a span", in: context)
        else { return }
        sink.warning(
            "'\(planned.identity)' is not traced: \(obstacle.reason); write '// @crosscut(skip(tracing))' above it "
                + "to say so", at: obstacle.location)
        planned.options.skip(.tracing)
    }
}
