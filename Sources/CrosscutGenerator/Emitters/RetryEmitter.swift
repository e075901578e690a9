/// Retry: members that throw on their own (`throws`, `throws(E)`) run through
/// `Concerns.retrying`, which applies the `RetryStrategy`. `rethrows` members, members marked
/// `noretry` and members that cannot throw forward untouched.
struct RetryEmitter: ConcernEmitter {
    let concern = ConcernKind.retry
    let typeNamePrefix = "Retrying"
    let helperName = "withRetry"
    let summary = "Tries failing calls again, as the concerns' `RetryStrategy` says."

    func acts(on access: Access) -> Bool {
        access.kind != .setter && access.throwsOnItsOwn && !access.options.noRetry
    }

    func writeBody(for access: Access, into writer: inout CodeWriter) {
        let helper = RuntimeNames.retrying
        let arguments = [access.serviceArgument, access.memberArgument]
        let opener =
            access.wrapsSelfResult ? "let result = \(access.effects)\(helper)" : "return \(access.effects)\(helper)"
        writer.wrapCall(of: access, in: opener, arguments)
        if access.wrapsSelfResult { writer.line("return " + access.result("result")) }
    }
}
