/// Authorization: each call first goes through `Concerns.authorizing` with the member's permission
/// and its arguments as the logging decorators log them (redacted where ``RedactedArguments`` says),
/// which throws `AccessDenied` to a caller who may not make it, and then forwards. So does each call
/// of a throwing standard-library requirement (`encode(to:)`), with the protocol's permission.
struct AuthorizationEmitter: ConcernEmitter {
    var locals: Set<String> { [] }

    /// ``CallArguments`` names ``RuntimeNames/eventValue``.
    var runtimeTypes: [RuntimeNames.TypeName] { [RuntimeNames.eventValue] }

    /// Refuses a call its caller may not make.
    private static let authorizing = "try concerns.authorizing"

    /// Every member ``AuthorizationRules`` lets through has a permission.
    func acts(on invocation: Invocation) -> Bool {
        invocation.options.authorization.permission != nil
    }

    /// The protocol's permission, unless `open:` leaves `standard` open (``AuthorizationRules`` has
    /// reported a throwing requirement without a permission to check).
    func standardRequirementCheck(for identity: String, of standard: StandardProtocol, in plan: DecorationPlan)
        -> (prefix: String, arguments: [String])?
    {
        let options = plan.options[AuthorizationProtocolOptions.self]
        guard standard.everyRequirementThrows, !options.isOpen(standard), let permission = options.permission else {
            return nil
        }
        return (
            Self.authorizing,
            [
                permission.quoted, Invocation.serviceArgument(for: plan.qualifiedName),
                Invocation.memberArgument(for: identity),
            ]
        )
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let permission = invocation.options.authorization.permission ?? ""
        var arguments = [permission.quoted, invocation.serviceArgument, invocation.memberArgument]
        let described = CallArguments(of: invocation)
        if !described.entries.isEmpty { arguments.append(described.argument) }
        writer.call(Self.authorizing, arguments)
        writer.line(invocation.returningStatement)
    }
}
