extension CodeWriter {
    /// The locals ``reportCall(of:_:)`` declares.
    static let reportCallLocals: Set<String> = ["start", "outcome", "error"]

    /// Times `access` and reports it once, from a `defer`, with the call `report` makes of the
    /// outcome (`.returned` or `outcome`) and the duration (for example `concerns.logger.logCall`
    /// with the service, the member, the arguments, the outcome and the duration). When the access
    /// throws, a `catch` only records the error and rethrows it.
    mutating func reportCall(
        of access: Access,
        _ report: (_ outcome: String, _ duration: String) -> (function: String, arguments: [String])
    ) {
        let duration = "\(RuntimeNames.stopwatchNow) - start"
        line("let start = " + RuntimeNames.stopwatchNow)
        guard access.canThrow else {
            let call = report(".returned", duration)
            block("defer {") { writer in writer.call(call.function, call.arguments) }
            line(access.returningStatement)
            return
        }
        line("var outcome = \(RuntimeNames.callOutcome.qualified).returned")
        let call = report("outcome", duration)
        block("defer {") { writer in writer.call(call.function, call.arguments) }
        line(access.doOpener)
        indented { writer in writer.line(access.returningStatement) }
        line("} catch {")
        indented { writer in
            writer.line("outcome = .threw(error)")
            writer.line("throw error")
        }
        line("}")
    }

    /// Writes `opener(arguments) {` with a closure that runs `access`'s call, and its `}`: the
    /// shape of helpers such as `concerns.retrying` and a member cache's `value(for:)`.
    mutating func wrapCall(of access: Access, in opener: String, _ arguments: [String]) {
        call(opener, arguments, suffix: " {\(access.closureSignature)")
        indented { writer in writer.line(access.effects + access.call) }
        line("}")
    }

    /// Writes `access`'s call inside the closure of `concerns.helper(arguments) { ... }` and
    /// returns what the helper returns: the body of the decorators that run a call inside a runtime
    /// helper (`concerns.tracing`, `retrying`, `breaking`, `timingOut`).
    mutating func runCall(of access: Access, through helper: String, _ arguments: [String]) {
        let helper = access.effects + helper
        let opener =
            if access.wrapsSelfResult {
                "let result = " + helper
            } else if access.kind == .setter || access.resultType == nil { helper } else { "return " + helper }
        wrapCall(of: access, in: opener, arguments)
        if access.wrapsSelfResult { line("return " + access.result("result")) }
    }
}
