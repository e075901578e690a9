/// The concurrency limit's rules: the protocol's limit, `concurrencyLimit(8, queue: 16, wait: 0.5)`,
/// shared by its members, a member's own above it, and `group: "payments"` for a limiter shared by
/// every protocol naming the group; the members the limit leaves alone — silently those that cannot
/// fail (as the timeout leaves them), and with a warning those that are synchronous (a synchronous
/// call cannot wait for a place), whose typed error cannot be the runtime's
/// `ConcurrencyLimitExceeded`, or that cannot run inside its closure (``ClosureWrapping``); and a
/// protocol where it limits none.
struct ConcurrencyLimitRules: ConcernRules {
    /// `concurrencyLimit(2)` above a member: the member's calls have a limit of their own.
    static let memberLimit = MemberOption(
        name: "concurrencyLimit", grammar: "concurrencyLimit(limit, queue: calls, wait: seconds, group: name)",
        orderInMessages: 55, read: readMemberLimit)

    var memberOptions: [MemberOption] { [Self.memberLimit] }

    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        guard !item.arguments.isEmpty else { return }
        options[ConcurrencyLimitProtocolOptions.self].limit = Self.limit(
            of: item, example: "concurrencyLimit(8, queue: 16, wait: 0.5)", reportingTo: &sink)
    }

    private static func readMemberLimit(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        guard !item.arguments.isEmpty else {
            sink.error(
                "'concurrencyLimit' above a member takes the member's own limit, e.g. 'concurrencyLimit(2)'; the "
                    + "concern itself is chosen on the protocol", at: item.location)
            return
        }
        options.concurrencyLimit.limit = limit(of: item, example: "concurrencyLimit(2)", reportingTo: &sink)
        options.concurrencyLimit.isOwn = true
        context.requireConcern(.concurrencyLimit, for: item, reportingTo: &sink)
    }

    /// The limit `item` writes, or `nil` after reporting what is wrong with it.
    private static func limit(
        of item: Annotation.Item, example: String, reportingTo sink: inout DiagnosticSink
    ) -> ConcurrencyLimit? {
        let grammar =
            "'concurrencyLimit' takes the most calls that run at once, then optionally 'queue:' (the most that "
            + "wait), 'wait:' (seconds a call waits) and 'group:' (a name protocols share), e.g. '\(example)'"
        var arguments = item.arguments[...]
        guard let first = arguments.first, first.label == nil else {
            sink.error(grammar + "; the limit comes first", at: item.arguments.first?.location ?? item.location)
            return nil
        }
        arguments.removeFirst()
        var isValid = true
        func count(_ argument: Annotation.Argument, atLeast minimum: Int, _ what: String) -> String? {
            let digits = argument.value.filter { $0 != "_" }
            guard let value = Int(digits), value >= minimum, digits.allSatisfy(\.isNumber) else {
                sink.error(
                    "\(what) must be a whole number of \(minimum) or more; got '\(argument.value)'",
                    at: argument.valueLocation)
                isValid = false
                return nil
            }
            return digits
        }
        var limit = ConcurrencyLimit(maxConcurrent: count(first, atLeast: 1, "the limit of 'concurrencyLimit'") ?? "1")
        var wait: Annotation.Argument?
        for argument in arguments {
            switch argument.label {
            case "queue": limit.maxQueued = count(argument, atLeast: 0, "'queue:'")
            case "wait":
                wait = argument
                limit.maxWaitSeconds = SecondsLiteral.parse(argument.value, allowsZero: false)
                if limit.maxWaitSeconds == nil {
                    sink.error(
                        "'wait:' takes seconds above zero, e.g. 'wait: 0.5'; got '\(argument.value)'",
                        at: argument.valueLocation)
                    isValid = false
                }
            case "group":
                let value = argument.value
                guard value.count > 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
                    sink.error(
                        "'group:' takes a name in quotes, e.g. 'group: \"payments\"'; got '\(value)'",
                        at: argument.valueLocation)
                    isValid = false
                    continue
                }
                limit.group = String(value.dropFirst().dropLast())
            default:
                sink.error(
                    grammar + "; got '\(argument.label.map { $0 + ": " } ?? "")\(argument.value)'",
                    at: argument.location)
                isValid = false
            }
        }
        if let wait, limit.maxQueued == nil || limit.maxQueued == "0" {
            sink.error(
                "'wait:' has no effect without a queue: a call waits for a place only in the queue; add 'queue:', "
                    + "e.g. 'queue: 16', or remove 'wait:'", at: wait.location)
            isValid = false
        }
        return isValid ? limit : nil
    }

    /// Gives the member the protocol's limit unless it has its own, and marks one the decorator
    /// forwards untouched, with a warning that says why unless it cannot fail and has no limit of
    /// its own.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        let member = planned.member
        let throwing = member.callThrowsKind
        let hasOwnLimit = planned.options.concurrencyLimit.isOwn
        if !hasOwnLimit {
            planned.options.concurrencyLimit.limit = context.options[ConcurrencyLimitProtocolOptions.self].limit
        }
        guard !planned.options.skips(.concurrencyLimit), !member.isStatic,
            planned.options.concurrencyLimit.limit != nil, throwing.throwsOnItsOwn || hasOwnLimit
        else {
            planned.options.skip(.concurrencyLimit)
            return
        }
        guard
            let obstacle = WaitingCallObstacle(
                of: planned, synchronousCall: "cannot wait for a place", inside: "the concurrency limiter",
                toThrow: "'ConcurrencyLimitExceeded'", in: context)
        else { return }
        leaveAlone(
            &planned, by: .concurrencyLimit, outcome: "not limited", reason: obstacle.reason, fix: obstacle.fix,
            at: obstacle.location, reportingTo: &sink)
    }

    /// Warns when no member of the protocol is limited: none is `async` and throws, or no limit is
    /// written.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {
        warnOfNoEffect(
            .concurrencyLimit, on: decl, annotation: annotation, items: items,
            unlessAnyMember: { !$0.options.skips(.concurrencyLimit) },
            noMember: "is 'async' and throws under a limit, so none can be limited",
            fix: "write the limit, 'concurrencyLimit(8)', and declare 'async throws' on the members that call the "
                + "dependency, or remove it", reportingTo: &sink)
    }
}
