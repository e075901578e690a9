/// Retry: members that throw on their own (`throws`, `throws(E)`) run through
/// `Concerns.retrying`, which applies the `RetryStrategy`. `rethrows` members, members marked
/// `noretry` and members that cannot throw forward untouched.
struct RetryEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    func acts(on access: Access) -> Bool {
        access.kind != .setter && access.throwsOnItsOwn && !access.options.retry.noRetry
    }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        var arguments = [access.serviceArgument, access.memberArgument]
        // The retry warning then describes the error by its type only: its message may hold the secret.
        if access.hasRedactedArguments { arguments.append(RuntimeNames.hasRedactedArguments) }
        writer.runCall(of: access, through: RuntimeNames.retrying, arguments)
    }
}
