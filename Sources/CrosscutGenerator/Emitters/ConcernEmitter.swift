/// Writes what one concern adds around a call. One conforming type per concern; the shared
/// ``DecoratorEmitter`` writes the decorator type, signatures and plain forwarding around it.
///
/// Adding a concern means one new emitter file, listed in ``ConcernEmitters/all``, plus its runtime
/// counterpart.
protocol ConcernEmitter: Sendable {
    /// The concern this emitter writes.
    var concern: ConcernKind { get }
    /// The decorator type's name prefix: `Logging` gives `LoggingCatalog`.
    var typeNamePrefix: String { get }
    /// The composition helper's name, for example `withLogging`.
    var helperName: String { get }
    /// The `ConcernSet` member checked before acting, for example `.logging`.
    var enabledFlag: String { get }
    /// The first line of the decorator's doc comment.
    var summary: String { get }

    /// Whether the concern acts on `access` (otherwise the member forwards untouched). Static
    /// members and members that skip the concern never reach this question.
    func acts(on access: Access) -> Bool

    /// The condition under which the concern acts on `access`; otherwise the access forwards
    /// untouched. By default, the concern's switch: `concerns.isEnabled(.metrics)`.
    func guardCondition(for access: Access) -> String

    /// Writes the body of an access the concern acts on, after the guard on ``guardCondition(for:)``.
    func writeBody(for access: Access, into writer: inout CodeWriter)
}

extension ConcernEmitter {
    /// `.logging` for logging: the `ConcernSet` member named like the concern.
    var enabledFlag: String { "." + concern.rawValue }

    func guardCondition(for access: Access) -> String { RuntimeNames.isEnabled(enabledFlag) }
}

/// The registry of concern emitters, in canonical order.
enum ConcernEmitters {
    static let all: [any ConcernEmitter] = [LoggingEmitter(), MetricsEmitter(), CachingEmitter(), RetryEmitter()]

    static func emitter(for concern: ConcernKind) -> any ConcernEmitter {
        all.first { $0.concern == concern }!
    }
}

extension CodeWriter {
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
