extension CodeWriter {
    /// The locals ``reportCall(of:_:)`` declares.
    static let reportCallLocals: Set<String> = ["start", "outcome", "error"]

    /// Times `invocation` and reports it once, from a `defer`, with the call `report` makes of the
    /// outcome (`.returned` or `outcome`) and the duration (for example `concerns.logger.logCall`
    /// with the service, the member, the arguments, the outcome and the duration). When the invocation
    /// throws, a `catch` only records the error and rethrows it.
    mutating func reportCall(
        of invocation: Invocation,
        _ report: (_ outcome: String, _ duration: String) -> (function: String, arguments: [String])
    ) {
        let duration = "\(RuntimeNames.stopwatchNow) - start"
        line("let start = " + RuntimeNames.stopwatchNow)
        guard invocation.canThrow else {
            let call = report(".returned", duration)
            block("defer {") { writer in writer.call(call.function, call.arguments) }
            line(invocation.returningStatement)
            return
        }
        line("var outcome = \(RuntimeNames.callOutcome.qualified).returned")
        let call = report("outcome", duration)
        block("defer {") { writer in writer.call(call.function, call.arguments) }
        line(invocation.doOpener)
        indented { writer in writer.line(invocation.returningStatement) }
        line("} catch {")
        indented { writer in
            writer.line("outcome = .threw(error)")
            writer.line("throw error")
        }
        line("}")
    }

    /// Writes `opener(arguments) {` with a closure that runs `invocation`'s call, and its `}`: the
    /// shape of helpers such as `concerns.retrying` and a member cache's `value(for:)`.
    mutating func wrapCall(of invocation: Invocation, in opener: String, _ arguments: [String]) {
        call(opener, arguments, suffix: " {\(invocation.closureSignature)")
        indented { writer in writer.line(invocation.effects + invocation.call) }
        line("}")
    }

    /// Writes `invocation`'s call inside the closure of `concerns.helper(arguments) { ... }` and
    /// returns what the helper returns: the body of the decorators that run a call inside a runtime
    /// helper (`concerns.tracing`, `retrying`, `breaking`, `timingOut`).
    mutating func runCall(of invocation: Invocation, through helper: String, _ arguments: [String]) {
        let helper = invocation.effects + helper
        let opener =
            if invocation.wrapsSelfResult {
                "let result = " + helper
            } else if invocation.kind == .setter || invocation.resultType == nil { helper } else { "return " + helper }
        wrapCall(of: invocation, in: opener, arguments)
        if invocation.wrapsSelfResult { line("return " + invocation.result("result")) }
    }
}
