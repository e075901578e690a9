/// Adds concerns around closures of any shape — `(repeat each A) -> R`, sync or async, throwing or
/// not, plain or `@MainActor` — and returns a closure of the same type: technique 1, closure
/// decoration at the Composer.
///
/// The concerns apply in the canonical order, outermost first: logging, metrics, retry (caching
/// does not apply to closures). Concerns that ``Concerns/enabled`` switches off when the decorator
/// is made are left out; with none left, `decorate(_:)` returns the original closure.
/// ``Concerns`` offers one-concern shortcuts: `logged(_:at:level:_:)`, `measured(_:_:)` and
/// `retried(_:_:)`.
///
/// Metrics, per closure name: ``MetricName/closureCalls`` and ``MetricName/closureDuration``
/// `{closure, outcome: success|error}`, ``MetricName/closureErrors`` `{closure, error_type}` on
/// failures, and ``MetricName/closureRetries`` `{closure}` per retry, with a `.warning` event
/// `"\(name) retry"` (these two follow the logging and metrics switches of ``Concerns/enabled``, like
/// ``Concerns/retrying(service:member:hasRedactedArguments:fileID:isolation:_:)``).
///
/// ```swift
/// let decorator = ClosureDecorator("Catalog.load", concerns: concerns, with: [.logging, .metrics, .retry])
/// recap.loadSessions = decorator.decorate(recap.loadSessions)
/// ```
public struct ClosureDecorator: Sendable {
    /// Names the closure in events and metrics, for example `Welcome.nextPressed`.
    public let name: String
    /// Where events, metrics and the retry strategy come from.
    public let concerns: Concerns
    /// The concerns this decorator adds: those asked for that are enabled.
    public let applied: ConcernSet
    /// When the logging concern logs.
    public let logPoints: CallLogPoints
    /// The level of the `before` event and of the `after` event of a call that returned.
    public let level: EventLevel
    /// The closure's call metrics, resolved once when metrics apply.
    private let callMetrics: (any CallMetrics)?

    /// Creates a decorator adding `requested` (of which only logging, metrics and retry act, and only
    /// while enabled in `concerns`).
    public init(
        _ name: String,
        concerns: Concerns,
        with requested: ConcernSet,
        logPoints: CallLogPoints = .before,
        level: EventLevel = .info
    ) {
        self.name = name
        self.concerns = concerns
        self.applied = requested.intersection([.logging, .metrics, .retry]).intersection(concerns.enabled)
        self.logPoints = logPoints
        self.level = level
        callMetrics = applied.contains(.metrics) ? concerns.metrics.callMetrics(for: .closure(name)) : nil
    }

    /// Runs `body` once, with the concerns around it.
    func call<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
        let start = begin()
        do {
            let result =
                applied.contains(.retry)
                ? try concerns.retryStrategy.runSynchronously(onRetry: { reportRetry($0) }, body)
                : try body()
            end(start, outcome: .returned)
            return result
        } catch {
            end(start, outcome: .threw(error))
            throw error
        }
    }

    /// Runs `body` once, with the concerns around it, on the caller's isolation.
    func call<R, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        let start = begin()
        do {
            let result =
                applied.contains(.retry)
                ? try await concerns.retryStrategy.run(onRetry: { reportRetry($0) }, body)
                : try await body()
            end(start, outcome: .returned)
            return result
        } catch {
            end(start, outcome: .threw(error))
            throw error
        }
    }

    /// Logs the `before` event; returns the start time.
    private func begin() -> Duration {
        if applied.contains(.logging), logPoints.contains(.before) {
            concerns.logger.log(level, name)
        }
        return concerns.stopwatch.now()
    }

    /// Logs the `after` event and records the metrics of a call that began at `start`.
    private func end(_ start: Duration, outcome: CallOutcome) {
        let duration = concerns.stopwatch.now() - start
        if applied.contains(.logging), logPoints.contains(.after) {
            concerns.logger.logCall(named: name, level: level, outcome: outcome, duration: duration)
        }
        callMetrics?.record(outcome, duration: duration)
    }

    /// Reports retries as ``Concerns/retrying(service:member:hasRedactedArguments:fileID:isolation:_:)`` does: while logging and
    /// metrics are enabled in ``concerns``, whether or not this decorator applies them to the call.
    private func reportRetry(_ retry: RetryEvent) {
        concerns.reportRetry(retry, name: name, counter: MetricName.closureRetries, dimensions: ["closure": name])
    }
}
