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

    /// Writes the body of an access the concern acts on, after the guard on its switch and ``condition(for:)``.
    func writeBody(for access: Access, into writer: inout CodeWriter)

    /// What the decorator stores for an access the concern acts on, resolved once in its
    /// initializer rather than on every call.
    func storedProperties(for access: Access) -> [StoredProperty]

    /// Writes, before the member of an access the concern acts on, the declarations its body uses.
    func writeDeclarations(for access: Access, into writer: inout CodeWriter)
}

extension ConcernEmitter {
    func condition(for access: Access) -> String? { nil }

    func storedProperties(for access: Access) -> [StoredProperty] { [] }

    func writeDeclarations(for access: Access, into writer: inout CodeWriter) {}
}

/// A private property a decorator stores for one of its members and sets in its initializer:
/// `private let sessionsCache: Crosscut.MemberCache<SessionsKey, [Session]>`, set to
/// `concerns.memberCache(service: …, member: …)`.
struct StoredProperty: Sendable {
    /// Its doc comment's text.
    var summary: String
    var name: String
    var type: String
    /// The function the initializer calls for its value, and the arguments.
    var initializer: String
    var arguments: [String]
}

extension CodeWriter {
    /// The locals ``reportCall(of:through:with:)`` declares.
    static let reportCallLocals: Set<String> = ["start", "outcome", "error"]

    /// Times `access` and reports it once, from a `defer`, through `function` (for example
    /// `concerns.logger.logCall`) with the service, the member, an `extra` argument, the outcome and
    /// the duration. When the access throws, a `catch` only records the error and rethrows it.
    mutating func reportCall(of access: Access, through function: String, with extra: String? = nil) {
        let report = { (writer: inout CodeWriter, outcome: String) in
            var arguments = [access.serviceArgument, access.memberArgument]
            arguments.reserveCapacity(5)
            if let extra { arguments.append(extra) }
            arguments.append(outcome)
            arguments.append("duration: \(RuntimeNames.stopwatchNow) - start")
            writer.call(function, arguments)
        }
        line("let start = " + RuntimeNames.stopwatchNow)
        guard access.canThrow else {
            block("defer {") { writer in report(&writer, "outcome: .returned") }
            line(access.returningStatement)
            return
        }
        line("var outcome = \(RuntimeNames.callOutcome.qualified).returned")
        block("defer {") { writer in report(&writer, "outcome: outcome") }
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
    /// shape of helpers such as `concerns.retrying` and `concerns.cached`.
    mutating func wrapCall(of access: Access, in opener: String, _ arguments: [String]) {
        call(opener, arguments, suffix: " {\(access.closureSignature)")
        indented { writer in writer.line(access.effects + access.call) }
        line("}")
    }
}
