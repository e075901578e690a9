/// Retry: members that throw on their own (`throws`, `throws(E)`) run through
/// `Concerns.retrying`, which applies the `RetryStrategy`. `rethrows` members, members marked
/// `noretry` and members that cannot throw forward untouched.
struct RetryEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    /// ``CallArguments/secretsCheck`` names ``RuntimeNames/eventValue``.
    var runtimeTypes: [RuntimeNames.TypeName] { [RuntimeNames.eventValue] }

    /// Runs a call under the retry strategy.
    private static let retrying = "concerns.retrying"

    var asyncLeavesSwitchToHelper: Bool { true }

    func acts(on invocation: Invocation) -> Bool {
        invocation.kind != .setter && invocation.throwsOnItsOwn
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        var arguments = [invocation.serviceArgument, invocation.memberArgument]
        // The retry warning then describes the error by its type only: its message may hold the secret,
        // named (`password`) or inside a value (a request's password, a URL's), known when it is retried.
        if invocation.hasRedactedArguments {
            arguments.append(RuntimeNames.hasRedactedArguments)
        } else if let check = CallArguments(of: invocation).secretsCheck {
            arguments.append(RuntimeNames.hasRedactedArguments(when: check))
        }
        writer.runCall(of: invocation, through: Self.retrying, arguments)
    }
}
