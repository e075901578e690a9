/// Everything the generator knows of one concern, in one place: its name, the runtime switch its
/// decorators check, how its decorators and helpers are named and documented, what it takes from
/// the runtime's `Concerns`, its member options and rules (validation) and its emitter.
///
/// Every other list of concerns derives from ``all``: the annotation grammar's and the diagnostics'
/// lists and suggestions, the composition order, the decorators' doc comments.
struct ConcernDescription: Sendable {
    /// The concern's name in annotations (`// @crosscut(logging)`, `skip(logging)`) and messages.
    let name: String
    /// The runtime's `Concern` case and `ConcernSet` member that switch the concern on and off:
    /// decorators check `concerns.isEnabled(.logging)`.
    let runtimeSwitch: String
    /// The decorator type's name prefix: `Logging` gives `LoggingCatalog`.
    let decoratorPrefix: String
    /// The composition helper's argument label: `withLogging`, in `decorated(withLogging:)`.
    let helperName: String
    /// The first line of the decorator's doc comment.
    let summary: String
    /// What its decorators use of the runtime's `Concerns`, as their doc comments name it: `logger`.
    let runtimePart: String
    /// The member options it reads and the rules it checks.
    let rules: any ConcernRules
    /// What its decorators add around a call.
    let emitter: any ConcernEmitter

    /// Every concern, in the canonical order decorators are composed, outermost first: tracing →
    /// logging → metrics → authorization → validation → caching → retry → concurrency limit → circuit
    /// breaker → timeout.
    /// Tracing outermost, so that a call's log event and metrics happen inside its span; authorization
    /// before validation, so that a caller who may not call learns nothing of the arguments' rules;
    /// both before caching, so that a cached result never reaches a caller who may not see it and an
    /// invalid call never reaches the cache; retry outside the concurrency limit, so that each attempt
    /// takes a place of its own and a refused one can be retried after a backoff; the limit outside the
    /// breaker, so that a call refused for want of a place never counts as the dependency failing;
    /// retry outside the breaker, so that it sees the breaker's fast failure; the timeout innermost,
    /// so that each attempt has its own deadline, not counting its wait for a place.
    static let all: [ConcernDescription] = [
        .tracing, .logging, .metrics, .authorization, .validation, .caching, .retry, .concurrencyLimit,
        .circuitBreaker, .timeout,
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The concern named `name` in an annotation, if there is one.
    static func named(_ name: String) -> ConcernDescription? { byName[name] }
}

extension ConcernDescription: Hashable, Comparable {
    static func == (lhs: ConcernDescription, rhs: ConcernDescription) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Outermost first, as ``all`` orders them.
    static func < (lhs: ConcernDescription, rhs: ConcernDescription) -> Bool {
        all.firstIndex(of: lhs)! < all.firstIndex(of: rhs)!
    }
}
