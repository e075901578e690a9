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

    /// Writes the body of an access the concern acts on, after the `isEnabled` check.
    func writeBody(for access: Access, into writer: inout CodeWriter)
}

/// The registry of concern emitters, in canonical order.
enum ConcernEmitters {
    static let all: [any ConcernEmitter] = [LoggingEmitter(), MetricsEmitter(), CachingEmitter(), RetryEmitter()]

    static func emitter(for concern: ConcernKind) -> any ConcernEmitter {
        all.first { $0.concern == concern }!
    }
}

extension CodeWriter {
    /// `let start = concerns.stopwatch.now()`: starts timing an access.
    mutating func startTiming() {
        line("let start = concerns.stopwatch.now()")
    }

    /// Writes `access`'s call, then `report` with `.returned`; when the access throws, catches the
    /// error, reports `.threw(error)` and rethrows it. Used by concerns that observe outcomes.
    mutating func observeOutcome(of access: Access, report: (inout CodeWriter, _ outcome: String) -> Void) {
        guard access.canThrow else {
            line(access.callKeepingResult)
            report(&self, ".returned")
            if let returnStatement = access.returnKeptResult { line(returnStatement) }
            return
        }
        line(access.doOpener)
        indented { writer in
            writer.line(access.callKeepingResult)
            report(&writer, ".returned")
            if let returnStatement = access.returnKeptResult { writer.line(returnStatement) }
        }
        line("} catch {")
        indented { writer in
            report(&writer, ".threw(error)")
            writer.line("throw error")
        }
        line("}")
    }
}
