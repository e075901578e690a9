/// The timeout's rules: the protocol's and a member's limit, `timeout(2.5)` in seconds; the members
/// the timeout leaves alone — silently those that cannot fail (as retry and the circuit breaker
/// leave them), and with a warning those that throw but are synchronous (a synchronous call can be
/// neither cancelled nor left behind), whose typed error cannot be the runtime's `TimeoutError`, or
/// that cannot run inside its closure (``ClosureWrapping``); and a protocol where it times out none.
struct TimeoutRules: ConcernRules {
    /// `timeout(2.5)`: the member's attempts may take 2.5 seconds. For `async` members that throw.
    static let limit = MemberOption(
        name: "timeout", grammar: "timeout(seconds)", orderInMessages: 60, read: readMemberLimit)

    var memberOptions: [MemberOption] { [Self.limit] }

    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        guard !item.arguments.isEmpty else { return }
        options[TimeoutProtocolOptions.self].seconds = Self.seconds(
            of: item, example: "timeout(5)", place: "on the protocol", reportingTo: &sink)
    }

    private static func readMemberLimit(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        guard !item.arguments.isEmpty else {
            sink.error(
                "'timeout' above a member takes its limit in seconds, e.g. 'timeout(2.5)'; the timeout itself is "
                    + "chosen on the protocol", at: item.location)
            return
        }
        options.timeout.seconds = seconds(
            of: item, example: "timeout(2.5)", place: "above a member", reportingTo: &sink)
        context.requireConcern(.timeout, for: item, reportingTo: &sink)
    }

    /// The one number of seconds `item` takes, or `nil` after reporting what is wrong.
    private static func seconds(
        of item: Annotation.Item, example: String, place: String, reportingTo sink: inout DiagnosticSink
    ) -> String? {
        let problem = "'timeout' \(place) takes a limit in seconds above zero, e.g. '\(example)'"
        guard item.arguments.count == 1, let argument = item.arguments.first else {
            sink.error(problem + "; got \(item.arguments.count) arguments", at: item.location)
            return nil
        }
        guard argument.label == nil, let seconds = SecondsLiteral.parse(argument.value, allowsZero: false) else {
            let written = (argument.label.map { $0 + ": " } ?? "") + argument.value
            sink.error(problem + "; got '\(written)'", at: argument.location)
            return nil
        }
        return seconds
    }

    /// Gives the member the protocol's limit unless it has its own, and marks one the decorator
    /// forwards untouched, with a warning that says why unless it cannot fail and has no limit of
    /// its own.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        let member = planned.member
        let throwing = member.callThrowsKind
        let hasOwnLimit = planned.options.timeout.seconds != nil
        if !hasOwnLimit { planned.options.timeout.seconds = context.options[TimeoutProtocolOptions.self].seconds }
        guard !planned.options.skips(.timeout), !member.isStatic, throwing.throwsOnItsOwn || hasOwnLimit else {
            planned.options.skip(.timeout)
            return
        }
        guard
            let obstacle = WaitingCallObstacle(
                of: planned, synchronousCall: "can be neither cancelled nor left behind",
                inside: "the timeout's child task", toThrow: "'TimeoutError'", in: context)
        else { return }
        leaveAlone(
            &planned, by: .timeout, outcome: "not timed out", reason: obstacle.reason, fix: obstacle.fix,
            at: obstacle.location, reportingTo: &sink)
    }

    /// Warns when no member of the protocol can be timed out: none is `async` and throws.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {
        warnOfNoEffect(
            .timeout, on: decl, annotation: annotation, items: items,
            unlessAnyMember: { !$0.options.skips(.timeout) },
            noMember: "is 'async' and throws, so none can be timed out",
            fix: "remove it, or declare 'async throws' on the members that call the dependency", reportingTo: &sink)
    }
}
