/// The retry concern's rules: the member option `noretry`, members whose arguments can be passed on
/// only once, which are not retried, and a protocol where no member can be retried.
struct RetryRules: ConcernRules {
    /// `noretry`: the member is never retried (it is not idempotent). For throwing members.
    static let noRetry = MemberOption(name: "noretry", grammar: "noretry", orderInMessages: 50, read: readNoRetry)

    var memberOptions: [MemberOption] { [Self.noRetry] }

    private static func readNoRetry(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        let member = planned.member
        MemberOptionReader.rejectArguments(of: item, reportingTo: &sink)
        options.skip(.retry)
        context.requireConcern(.retry, for: item, reportingTo: &sink)
        let throwing = member.callThrowsKind
        if throwing == .none || throwing == .rethrows {
            sink.warning(
                "'noretry' has no effect: '\(planned.identity)' does not throw on its own, so it is never retried; "
                    + "remove 'noretry'", at: item.location)
        }
    }

    /// A member that would be retried but has a ``PassedOnceParameter`` is not: a warning says so.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        let options = planned.options
        guard planned.member.throwsKind.throwsOnItsOwn, !options.skips(.retry),
            let once = PassedOnceParameter(of: planned, in: context)
        else { return }
        sink.warning(
            "'\(planned.identity)' is not retried: its '\(once.specifier)' parameter '\(once.key)' can be passed on "
                + "only once; write '// @crosscut(noretry)' above it to say so", at: once.parameter.location)
        planned.options.skip(.retry)
    }

    /// Warns when no member of the protocol can be retried: none throws on its own.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {
        warnOfNoEffect(
            .retry, on: decl, annotation: annotation, items: items,
            unlessAnyMember: { $0.member.callThrowsKind.throwsOnItsOwn }, noMember: "throws, so none can be retried",
            fix: "remove it, or declare 'throws' on the members that call the dependency", reportingTo: &sink)
    }
}
