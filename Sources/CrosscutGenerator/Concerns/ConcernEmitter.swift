/// Writes what one concern adds around a call. One conforming type per concern, named in its
/// ``ConcernDescription``; the shared ``DecoratorEmitter`` writes the decorator type, signatures,
/// plain forwarding and the guard on the concern's switch around it.
protocol ConcernEmitter: Sendable {
    /// The locals its bodies declare: parameters so named are renamed inside every decorator
    /// (``ParameterNames``).
    var locals: Set<String> { get }

    /// Whether the concern acts on `access` (otherwise the member forwards untouched). Static
    /// members and members that skip the concern never reach this question.
    func acts(on access: Access) -> Bool

    /// What must hold, besides the concern's switch, for the concern to act on `access` (otherwise
    /// the access forwards untouched), or `nil` when the switch is all.
    func condition(for access: Access) -> String?

    /// What the decorator resolves once, in its initializer, for `access` — a handle its body
    /// records through — or `nil` when the concern resolves nothing.
    func handle(for access: Access) -> ConcernHandle?

    /// Writes the body of an access the concern acts on, after the guard on its switch and
    /// ``condition(for:)``; `handle` names the stored property holding the access's ``handle(for:)``.
    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter)

    /// Writes, before the member of an access the concern acts on, the declarations its body uses
    /// (the caching concern's key type).
    func writeDeclarations(for access: Access, into writer: inout CodeWriter)
}

extension ConcernEmitter {
    func condition(for access: Access) -> String? { nil }

    func handle(for access: Access) -> ConcernHandle? { nil }

    func writeDeclarations(for access: Access, into writer: inout CodeWriter) {}
}

/// A value a concern's decorator resolves once per access, when it is created, and keeps in a
/// stored property: `private let sessionsForMetrics: any Crosscut.CallMetrics`.
struct ConcernHandle: Sendable {
    /// Names the property after the access: `Metrics` in `sessionsForMetrics`.
    var suffix: String
    /// The property's type.
    var type: String
    /// The doc comment above the decorator's handles.
    var summary: String
    /// The function that resolves the handle, called with ``arguments``.
    var resolver: String
    var arguments: [String]
    /// One for the whole decorator: every access resolves the same (the protocol's circuit
    /// breaker), so they share one property named after ``suffix`` (`breaker`).
    var isShared = false
}

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
