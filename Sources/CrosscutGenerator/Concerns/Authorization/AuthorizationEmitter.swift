/// Authorization: each call first goes through `Concerns.authorizing` with the member's permission
/// and its arguments as the logging decorators log them (redacted where ``RedactedArguments`` says),
/// which throws `AccessDenied` to a caller who may not make it, and then forwards.
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

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let permission = invocation.options.authorization.permission ?? ""
        var arguments = [permission.quoted, invocation.serviceArgument, invocation.memberArgument]
        let described = CallArguments(of: invocation)
        if !described.entries.isEmpty { arguments.append(described.argument) }
        writer.call(Self.authorizing, arguments)
        writer.line(invocation.returningStatement)
    }
}
