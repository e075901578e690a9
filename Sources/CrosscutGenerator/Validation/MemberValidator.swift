/// Checks one requirement: that a decorator can forward it (``Forwardability``), and that its
/// annotations make sense (``MemberOptionReader`` and the chosen concerns' ``ConcernRules``).
struct MemberValidator {
    let context: ProtocolContext

    /// Checks `written` and returns its plan, or `nil` when it cannot be decorated.
    func plan(_ written: Member, identity: String, reportingTo sink: inout DiagnosticSink) -> PlannedMember? {
        let member = Self.withoutThrowsNever(written)
        let errorsBefore = sink.errorCount
        var planned = PlannedMember(
            member: member, identity: identity, options: MemberOptions(), parameterKeys: member.parameterKeys)
        Forwardability.check(planned, in: context, reportingTo: &sink)
        planned.options = MemberOptionReader(context: context).options(for: planned, reportingTo: &sink)
        planned.options.redactedArguments = RedactedArguments(
            of: planned, marked: planned.options.logging,
            privateByDefault: context.options[LoggingProtocolOptions.self].argumentsArePrivate)
        for concern in context.concerns { concern.rules.check(&planned, in: context, reportingTo: &sink) }
        guard sink.errorCount == errorsBefore else { return nil }
        return planned
    }

    /// `throws(Never)` is `throws`-free: the decorator's members are declared and written without it.
    private static func withoutThrowsNever(_ member: Member) -> Member {
        var member = member
        if member.throwsKind.isNever { member.throwsKind = .none }
        if member.accessors?.getterThrows.isNever == true { member.accessors?.getterThrows = .none }
        return member
    }
}
