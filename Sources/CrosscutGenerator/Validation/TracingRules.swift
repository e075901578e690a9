/// The tracing concern's rules: a member the tracing decorator cannot run inside a span's closure
/// is not traced, and a warning says why — a `rethrows` member (a `rethrows` function cannot throw
/// what the closure throws) or one whose argument can be passed on only once.
struct TracingRules: ConcernRules {
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        guard !planned.options.skips(.tracing) else { return }
        let reason: String
        let location: SourceLocation
        if planned.member.throwsKind == .rethrows {
            reason = "it is 'rethrows', and cannot rethrow from inside a span"
            location = planned.member.location
        } else if let once = PassedOnceParameter(of: planned, in: context) {
            reason =
                "its '\(once.specifier)' parameter '\(once.key)' can be passed on only once, not from inside a span"
            location = once.parameter.location
        } else {
            return
        }
        sink.warning(
            "'\(planned.identity)' is not traced: \(reason); write '// @crosscut(skip(tracing))' above it to say so",
            at: location)
        planned.options.tracing.untraced = true
    }
}
