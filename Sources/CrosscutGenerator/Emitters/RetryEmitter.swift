/// Retry: members that throw on their own (`throws`, `throws(E)`) run through
/// `Concerns.retrying`, which applies the `RetryStrategy`. `rethrows` members, members marked
/// `noretry` and members that cannot throw forward untouched.
struct RetryEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    func acts(on access: Access) -> Bool {
        access.kind != .setter && access.throwsOnItsOwn && !access.options.retry.noRetry
    }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        let helper = RuntimeNames.retrying
        var arguments = [access.serviceArgument, access.memberArgument]
        // The retry warning then describes the error by its type only: its message may hold the secret.
        if access.hasRedactedArguments { arguments.append(RuntimeNames.hasRedactedArguments) }
        let opener =
            access.wrapsSelfResult ? "let result = \(access.effects)\(helper)" : "return \(access.effects)\(helper)"
        writer.wrapCall(of: access, in: opener, arguments)
        if access.wrapsSelfResult { writer.line("return " + access.result("result")) }
    }
}
