/// Every name of the Crosscut runtime that generated code spells, in one place: the contract
/// between the generator and `Sources/Crosscut`. A runtime change that renames one of these
/// changes it here, and the goldens show every line it touches.
///
/// Types are qualified with the module (`Crosscut.Concerns`), so that a user's own type of the same
/// name never changes what a generated file means.
enum RuntimeNames {
    /// The runtime module.
    static let module = "Crosscut"

    /// A runtime type the generated code names, with its kind: a scoped import must say it
    /// (`public import struct Crosscut.Concerns`).
    struct TypeName {
        var kind: String
        var name: String
        /// `Crosscut.Concerns`.
        var qualified: String { RuntimeNames.module + "." + name }
    }

    static let concerns = TypeName(kind: "struct", name: "Concerns")
    static let callOutcome = TypeName(kind: "enum", name: "CallOutcome")
    static let eventValue = TypeName(kind: "enum", name: "EventValue")
    static let callMetrics = TypeName(kind: "protocol", name: "CallMetrics")
    static let memberCache = TypeName(kind: "class", name: "MemberCache")
    static let genericMemberCache = TypeName(kind: "class", name: "GenericMemberCache")
    static let circuitBreaker = TypeName(kind: "class", name: "CircuitBreaker")

    /// The types generated code may name, in the order their imports are written.
    static let types = [
        callMetrics, callOutcome, circuitBreaker, concerns, eventValue, genericMemberCache, memberCache,
    ]

    /// The types of ``types`` that `code` names, qualified (`Crosscut.CircuitBreaker`): what a
    /// generated file imports.
    static func types(namedIn code: String) -> [TypeName] {
        types.filter { type in
            code.ranges(of: type.qualified).contains { range in
                code[range.upperBound...].first.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            }
        }
    }

    // What decorators call on their `concerns`.

    /// `concerns.isEnabled(.logging)`: whether a concern's switch is on.
    static func isEnabled(_ flag: String) -> String { "concerns.isEnabled(\(flag))" }
    /// The stopwatch's reading that starts and ends a call's duration.
    static let stopwatchNow = "concerns.stopwatch.now()"
    /// Whether the logger records calls at the level of their outcome.
    static func logsCalls(thatCanThrow: Bool) -> String { "concerns.logger.logsCalls(thatCanThrow: \(thatCanThrow))" }
    /// Records one call's event.
    static let logCall = "concerns.logger.logCall"
    /// A sensitive argument's value as the logger's redaction writes it.
    static func redacted(_ expression: String) -> String { "concerns.logger.redaction.redact(\(expression))" }
    /// An argument's value as it describes itself.
    static func described(_ expression: String) -> String { eventValue.qualified + "(describing: \(expression))" }
    /// An argument that cannot be copied to be described.
    static let notDescribed = eventValue.qualified + ".notDescribed"
    /// Resolves a member's `CallMetrics`, which records each call's count and duration.
    static let resolveCallMetrics = "concerns.metrics.callMetrics"
    /// Resolves a cached member's cache, once, in a caching decorator's initializer.
    static let resolveMemberCache = "concerns.memberCache"
    /// Resolves a generic cached member's caches, once, in a caching decorator's initializer.
    static let resolveGenericMemberCache = "concerns.genericMemberCache"
    /// Drops a service's cached results.
    static let invalidateCache = "concerns.invalidateCache"
    /// Whether the concerns have a tracer to start spans.
    static let hasTracer = "concerns.tracer != nil"
    /// Runs a call in a span.
    static let tracing = "concerns.tracing"
    /// Runs a call under the retry strategy.
    static let retrying = "concerns.retrying"
    /// Resolves the circuit breaker a circuit-breaking decorator's calls go through, once.
    static let resolveCircuitBreaker = "concerns.circuitBreaker"
    /// Runs a call through a circuit breaker.
    static let breaking = "concerns.breaking"
    /// Runs one attempt of a call under a deadline.
    static let timingOut = "concerns.timingOut"
    /// Tells `logCall`, `tracing` and `retrying` that an argument of the call is logged redacted.
    static let hasRedactedArguments = "hasRedactedArguments: true"
    /// Tells `retrying` how to find out whether an argument of the call holds a secret.
    static func hasRedactedArguments(when check: String) -> String { "hasRedactedArguments: " + check }
}
