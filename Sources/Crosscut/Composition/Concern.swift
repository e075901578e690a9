/// A cross-cutting concern Crosscut can add around a service: its name, as annotations, events and
/// `Concerns.enabled` spell it, and a number that is its place in a ``ConcernSet``.
///
/// Each concern declares itself in its own folder of the runtime (``retry`` in `Retry/`), with a
/// number given once and never reused, so that adding a concern renumbers nothing, beside how it
/// joins decorated closures; ``canonicalOrder`` derives from the one list that orders them.
///
/// ```swift
/// Concern.canonicalOrder.map(\.name)  // ["tracing", "logging", "metrics", …]
/// ```
public struct Concern: Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// How annotations and `Concerns.enabled` spell it: `retry`, `circuitBreaker`.
    public let name: String
    /// Its bit in a ``ConcernSet``, from 0 to 31: given once, never reused or renumbered.
    public let number: Int

    @inlinable
    init(name: String, number: Int) {
        self.name = name
        self.number = number
    }

    /// Every concern, in the canonical order decorators are applied, outermost first: tracing
    /// outermost, so that a call's event and metrics happen inside its span; logging and metrics
    /// outside authorization, so that a denied call is logged and counted, as refused;
    /// authorization before validation, so that a caller who may not call learns nothing of the
    /// arguments' rules; validation before caching, so that an invalid call never reaches the cache or
    /// the service, and authorization before caching too, so that a cached result never reaches a
    /// caller who may not see it; caching before retry, so that a hit never retries; retry outside the
    /// concurrency limit, so that each attempt takes a place of its own and a refused one is retried
    /// after a backoff; the limit outside the breaker, so that a call refused for want of a place
    /// never counts as the dependency failing; retry outside the breaker, so that it sees the
    /// breaker's fast failure; the timeout innermost, so that every attempt has its own deadline, not
    /// counting its wait for a place.
    public static let canonicalOrder: [Concern] = closureConcerns.map { $0.concern }

    /// How each concern joins decorated closures, in canonical order: the one list a new concern joins.
    static let closureConcerns: [any ClosureConcern.Type] = [
        TracingClosureLayer.self, LoggingClosureLayer.self, MetricsClosureLayer.self, AuthorizationClosureLayer.self,
        ValidationClosureConcern.self, CachingClosureConcern.self, RetryClosureLayer.self,
        ConcurrencyLimitClosureConcern.self, CircuitBreakerClosureLayer.self, TimeoutClosureLayer.self,
    ]

    /// ``canonicalOrder``.
    public static var allCases: [Concern] { canonicalOrder }

    /// Its ``name``.
    public var description: String { name }

    /// The concern named `name`, or `nil` when there is none.
    public init?(named name: String) {
        guard let concern = Self.canonicalOrder.first(where: { $0.name == name }) else { return nil }
        self = concern
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let concern = Concern(named: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no concern is named '\(name)'")
        }
        self = concern
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
