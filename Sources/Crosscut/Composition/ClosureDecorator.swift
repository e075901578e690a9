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
/// Metrics, per closure name: `crosscut_closure_calls_total` and
/// `crosscut_closure_duration_seconds` `{closure, outcome: success|error}`,
/// `crosscut_closure_errors_total` `{closure, error_type}` on failures, and
/// `crosscut_closure_retries_total` `{closure}` per retry, with a `.warning` event `"\(name) retry"`
/// (these two follow the logging and metrics switches of ``Concerns/enabled``, like
/// ``Concerns/retrying(service:member:isolation:_:)``).
///
/// ```swift
/// let decorator = ClosureDecorator("Catalog.load", concerns: concerns, with: [.logging, .metrics, .retry])
/// recap.loadSessions = decorator.decorate(recap.loadSessions)
/// ```
public struct ClosureDecorator: Sendable {
    /// Names the closure in events and metrics, for example `Welcome.nextPressed`.
    public let name: String
    /// Where events, metrics and the retry policy come from.
    public let concerns: Concerns
    /// The concerns this decorator adds: those asked for that are enabled.
    public let applied: ConcernSet
    /// When the logging concern logs.
    public let logPoints: CallLogPoints
    /// The level of the `before` event and of the `after` event of a call that returned.
    public let level: LogLevel

    /// Creates a decorator adding `requested` (of which only logging, metrics and retry act, and only
    /// while enabled in `concerns`).
    public init(
        _ name: String,
        concerns: Concerns,
        with requested: ConcernSet,
        logPoints: CallLogPoints = .before,
        level: LogLevel = .info
    ) {
        self.name = name
        self.concerns = concerns
        self.applied = requested.intersection([.logging, .metrics, .retry]).intersection(concerns.enabled)
        self.logPoints = logPoints
        self.level = level
    }

    /// Runs `body` once, with the concerns around it.
    func call<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
        let start = begin()
        do {
            let result =
                applied.contains(.retry)
                ? try concerns.retryPolicy.runSynchronously(onRetry: retryReporter(), body)
                : try body()
            end(start, error: nil)
            return result
        } catch {
            end(start, error: error)
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
                ? try await concerns.retryPolicy.run(onRetry: retryReporter(), body)
                : try await body()
            end(start, error: nil)
            return result
        } catch {
            end(start, error: error)
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
    private func end(_ start: Duration, error: (any Error)?) {
        let duration = concerns.stopwatch.now() - start
        if applied.contains(.logging), logPoints.contains(.after) {
            concerns.logger.log(error == nil ? level : .error, name, Self.outcomeData(error: error, duration: duration))
        }
        if applied.contains(.metrics) {
            let dimensions: Dimensions = ["closure": name, "outcome": error == nil ? "success" : "error"]
            concerns.metrics.increment("crosscut_closure_calls_total", by: 1, dimensions: dimensions)
            concerns.metrics.record("crosscut_closure_duration_seconds", duration: duration, dimensions: dimensions)
            if let error {
                concerns.metrics.increment(
                    "crosscut_closure_errors_total",
                    by: 1,
                    dimensions: ["closure": name, "error_type": String(describing: type(of: error))]
                )
            }
        }
    }

    /// Reports retries as ``Concerns/retrying(service:member:isolation:_:)`` does: while logging and
    /// metrics are enabled in ``concerns``, whether or not this decorator applies them to the call.
    private func retryReporter() -> (RetryEvent) -> Void {
        concerns.retryReporter(
            name: name,
            counter: "crosscut_closure_retries_total",
            dimensions: ["closure": name]
        )
    }

    private static func outcomeData(error: (any Error)?, duration: Duration) -> EventData {
        var data: EventData = ["outcome": error == nil ? "returned" : "threw"]
        if let error { data.append("error", .string(String(describing: error))) }
        let (seconds, attoseconds) = duration.components
        data.append("duration_ms", .double(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15))
        return data
    }
}
