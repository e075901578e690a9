/// Adds concerns around closures of any shape — `(repeat each A) -> R`, sync or async, throwing or
/// not, plain or `@MainActor` — and returns a closure of the same type: technique 1, closure
/// decoration at the Composer.
///
/// A closure gets every concern asked for that its shape can take, in the canonical order, outermost
/// first, through the runtime helpers the generated decorators call: tracing, logging, metrics, retry
/// (when it throws), the circuit breaker (when it throws `any Error`) and the timeout (when it is
/// `async` and throws `any Error`); each attempt has its own deadline, and metrics and logging see
/// one call around all the attempts. Caching never applies: a closure has no key.
///
/// A concern asked for that the closure's shape cannot take is refused when it is decorated: the
/// closure goes without it, and, while logging is enabled, a `.warning` event
/// `"\(name) not timed out"` (`not cached`, `not retried`, `not broken`) says why and what to write
/// instead, with `reason`. Concerns that ``Concerns/enabled`` switches off when the closure is
/// decorated are left out; with none left, `decorate(_:)` returns the original closure.
/// ``Concerns`` offers one-concern shortcuts: `logged(_:at:level:_:)`, `measured(_:_:)` and
/// `retried(_:_:)`.
///
/// A closure is named `Owner.action`, for example `Welcome.nextPressed`: its events, metrics and
/// retries carry that name (``MetricName/closureCalls``, ``MetricName/closureDuration`` and
/// ``MetricName/closureErrors`` `{closure, …}`, ``MetricName/closureRetries`` `{closure}` with a
/// `.warning` event `"\(name) retry"`); its span, ``CircuitOpenError`` and ``TimeoutError`` name the
/// call `Owner.action` too, as a protocol's `Service.member` (a name without a dot gets the module
/// as its owner). Its circuit breaker is its own, named after it, unless `circuitBreaker` names one
/// it shares with the services and closures that name it.
///
/// ```swift
/// let decorator = ClosureDecorator(
///     "Catalog.load", concerns: concerns,
///     with: [.tracing, .logging, .metrics, .retry, .circuitBreaker, .timeout])
/// recap.loadSessions = decorator.decorate(recap.loadSessions)
/// ```
public struct ClosureDecorator: Sendable {
    /// Names the closure in events, metrics and spans, for example `Welcome.nextPressed`.
    public let name: String
    /// Where the tracer, events, metrics, retry strategy, breakers and timeout come from.
    public let concerns: Concerns
    /// The concerns asked for that are enabled: each closure gets those its shape can take.
    public let requested: ConcernSet
    /// When the logging concern logs.
    public let logPoints: CallLogPoints
    /// The level of the `before` event and of the `after` event of a call that returned.
    public let level: EventLevel
    /// How long each attempt may take, or `nil` for ``Concerns/timeout``'s limit.
    public let timeout: Duration?
    /// The circuit breaker shared with those that name it, or `nil` for the closure's own.
    public let circuitBreaker: String?
    /// The permission a caller needs when authorization applies.
    public let permission: String?
    /// The module that decorates the closure: the owner of a name without a dot, and of its own
    /// breaker.
    let fileID: String

    /// Creates a decorator adding those of `requested` that are enabled in `concerns`.
    ///
    /// - Parameters:
    ///   - name: The closure's name, `Owner.action`.
    ///   - concerns: Where the concerns' parts come from.
    ///   - requested: The concerns to add, where the closure's shape can take them.
    ///   - logPoints: When the logging concern logs; by default before the closure runs.
    ///   - level: The level of the logging concern's events.
    ///   - timeout: How long each attempt may take; by default ``TimeoutPolicy/limit``.
    ///   - circuitBreaker: A breaker to share, as `circuitBreaker(name:)` on a protocol names one; by
    ///     default the closure has its own.
    ///   - permission: The permission a caller needs when authorization applies, as
    ///     `requires: "…"` on a protocol's member names one.
    ///   - fileID: Names the decorating module; leave it out.
    public init(
        _ name: String,
        concerns: Concerns,
        with requested: ConcernSet,
        logPoints: CallLogPoints = .before,
        level: EventLevel = .info,
        timeout: Duration? = nil,
        circuitBreaker: String? = nil,
        permission: String? = nil,
        fileID: String = #fileID
    ) {
        self.name = name
        self.concerns = concerns
        self.requested = requested.intersection(concerns.enabled)
        self.logPoints = logPoints
        self.level = level
        self.timeout = timeout
        self.circuitBreaker = circuitBreaker
        self.permission = permission
        self.fileID = fileID
    }
}
