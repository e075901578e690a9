/// The authorization rules: the protocol's `authorization(requires: "catalog.read")` and the member
/// option `requires: "orders.write"`; every member is authorized or says it is open to every caller
/// with `skip(authorization)` — one without a permission, or one that cannot throw `AccessDenied`
/// (static, settable, not throwing, or throwing a typed error), is an error, never left unchecked.
/// So is every requirement of an inherited standard-library protocol the decorators forward, which
/// `open: Sequence` leaves open to every caller (`AuthorizationRules+StandardProtocols.swift`).
struct AuthorizationRules: ConcernRules {
    /// `requires: "orders.write"`: the permission a caller needs to call the member, in place of the
    /// protocol's.
    static let requires = MemberOption(
        name: "requires", grammar: "requires: \"permission\"", orderInMessages: 35, read: readRequires)

    /// The label of the protocol's permission: `authorization(requires: "catalog.read")`.
    private static let protocolLabel = "requires"

    /// The label that leaves a standard-library parent open: `authorization(open: Sequence)`.
    static let openLabel = "open"

    /// What to write to leave a member open to every caller.
    private static let skipFix = "write '// @crosscut(skip(authorization))' above it to leave it open to every caller"

    /// The requirements a caller calls: associated types and typealiases are not.
    private static let callableKinds: Set<Member.Kind> = [.function, .property, .subscript]

    var memberOptions: [MemberOption] { [Self.requires] }

    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        for argument in item.arguments {
            if argument.label == Self.openLabel {
                Self.readOpen(argument, into: &options[AuthorizationProtocolOptions.self], reportingTo: &sink)
                continue
            }
            guard argument.label == Self.protocolLabel else {
                let label = argument.label ?? argument.value
                let labels = [Self.protocolLabel, Self.openLabel]
                sink.error(
                    "'authorization' takes 'requires: \"catalog.read\"', the permission of every member that names "
                        + "none of its own, and 'open: Sequence' for a standard-library parent whose requirements "
                        + "every caller may use; got '\(label)'.\(EditDistance.didYouMean(label, among: labels))",
                    at: argument.location)
                continue
            }
            guard options[AuthorizationProtocolOptions.self].permission == nil else {
                sink.error("'requires' is given twice; keep one", at: argument.location)
                continue
            }
            options[AuthorizationProtocolOptions.self].permission = Self.permission(
                argument.value, at: argument.valueLocation, reportingTo: &sink)
        }
    }

    private static func readRequires(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        guard item.arguments.count == 1, let argument = item.arguments.first, argument.label == nil else {
            sink.error(
                "'requires' takes one permission, e.g. 'requires: \"orders.write\"'", at: item.location)
            return
        }
        guard options.authorization.permission == nil else {
            sink.error("'requires' is given twice for '\(planned.identity)'; keep one", at: item.location)
            return
        }
        options.authorization.permission = permission(argument.value, at: argument.valueLocation, reportingTo: &sink)
        if !context.concerns.contains(.authorization) {
            sink.error(
                "'requires' is never checked: '\(context.protocolName)' is not annotated with 'authorization'; add it "
                    + "to the protocol's // @crosscut(...) list, or remove 'requires'", at: item.location)
        }
    }

    /// The permission `value` quotes, or `nil` after reporting that it is not a quoted, non-empty string.
    private static func permission(
        _ value: String, at location: SourceLocation, reportingTo sink: inout DiagnosticSink
    ) -> String? {
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
            sink.error(
                "'requires' takes the permission as a string in quotes, e.g. 'requires: \"orders.write\"'; got '\(value)'",
                at: location)
            return nil
        }
        let permission = String(value.dropFirst().dropLast())
        guard !permission.allSatisfy(\.isWhitespace) else {
            sink.error("the permission is empty; name one, e.g. 'requires: \"orders.write\"'", at: location)
            return nil
        }
        return permission
    }

    /// Gives the member the protocol's permission unless it names its own, and reports a member that
    /// would be left unchecked: one that cannot throw `AccessDenied`, or one without a permission.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        let (member, identity) = (planned.member, planned.identity)
        guard Self.callableKinds.contains(member.kind) else { return }
        let ownPermission = planned.options.authorization.permission
        guard !planned.options.skips(.authorization) else {
            if ownPermission != nil {
                sink.error(
                    "'\(identity)' both requires a permission and skips authorization; keep one",
                    at: Self.requiresLocation(in: member))
            }
            return
        }
        if let (reason, fix) = ThrownErrorObstacle.refusal(of: member, throwing: "'AccessDenied'") {
            sink.error(
                "'\(identity)' cannot be authorized: \(reason); \(fix.map { $0 + ", or " } ?? "")\(Self.skipFix)",
                at: member.location)
            return
        }
        guard let permission = ownPermission ?? context.options[AuthorizationProtocolOptions.self].permission else {
            // A member whose `requires` (or a misspelling of it) was reported has said what it meant.
            guard !Self.hasReportedOption(member) else { return }
            sink.error(
                "'\(identity)' has no permission to check: write '// @crosscut(requires: \"…\")' above it, give "
                    + "'\(context.protocolName)' one with 'authorization(requires: \"…\")', or \(Self.skipFix)",
                at: member.location)
            return
        }
        planned.options.authorization.permission = permission
    }

    /// Whether `member` says `requires`, or an option that is none (both reported already).
    private static func hasReportedOption(_ member: Member) -> Bool {
        member.annotations.lazy.flatMap(\.items).contains {
            $0.name == requires.name || AnnotationGrammar.memberOption(named: $0.name) == nil
        }
    }

    /// Where the member's `requires` is, or the member when it has none.
    private static func requiresLocation(in member: Member) -> SourceLocation {
        member.annotations.lazy.flatMap(\.items).first { $0.name == requires.name }?.location ?? member.location
    }
}
