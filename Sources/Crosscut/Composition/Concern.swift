/// A cross-cutting concern Crosscut can add around a service.
///
/// The cases are in the canonical order decorators are applied, outermost first.
public enum Concern: String, Sendable, Hashable, CaseIterable, Codable {
    /// Runs each call in a span of ``Concerns/tracer``: ``Concerns/tracing(service:member:arguments:hasRedactedArguments:isolation:_:)``.
    case tracing
    /// Logs each call: ``EventLogger/logCall(service:member:arguments:hasRedactedArguments:outcome:duration:)``.
    case logging
    /// Counts and times each call: ``MetricsRecorder/recordCall(service:member:outcome:duration:fileID:)``.
    case metrics
    /// Serves repeated calls from ``Concerns/cache``.
    case caching
    /// Retries failed calls under ``Concerns/retryStrategy``.
    case retry
    /// Fails calls fast while their dependency keeps failing: ``Concerns/circuitBreakers``.
    case circuitBreaker
    /// Gives each attempt of an `async` call a deadline, under ``Concerns/timeout``.
    case timeout
}

/// A set of concerns, for switching concerns on and off at run time.
///
/// ```swift
/// var concerns = Concerns()
/// concerns.enabled = [.logging, .metrics]  // no caching, no retry
/// ```
public struct ConcernSet: OptionSet, Sendable, Hashable {
    /// The concerns as bits, one per ``Concern`` in canonical order.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    @inlinable
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set holding just `concern`.
    public init(_ concern: Concern) {
        switch concern {
        case .tracing: self = .tracing
        case .logging: self = .logging
        case .metrics: self = .metrics
        case .caching: self = .caching
        case .retry: self = .retry
        case .circuitBreaker: self = .circuitBreaker
        case .timeout: self = .timeout
        }
    }

    // Computed and inlinable rather than `static let`: a decorator's switch check then folds to a
    // constant instead of calling the lazy global's accessor on every call.

    /// Just ``Concern/tracing``.
    @inlinable public static var tracing: ConcernSet { ConcernSet(rawValue: 1 << 0) }
    /// Just ``Concern/logging``.
    @inlinable public static var logging: ConcernSet { ConcernSet(rawValue: 1 << 1) }
    /// Just ``Concern/metrics``.
    @inlinable public static var metrics: ConcernSet { ConcernSet(rawValue: 1 << 2) }
    /// Just ``Concern/caching``.
    @inlinable public static var caching: ConcernSet { ConcernSet(rawValue: 1 << 3) }
    /// Just ``Concern/retry``.
    @inlinable public static var retry: ConcernSet { ConcernSet(rawValue: 1 << 4) }
    /// Just ``Concern/circuitBreaker``.
    @inlinable public static var circuitBreaker: ConcernSet { ConcernSet(rawValue: 1 << 5) }
    /// Just ``Concern/timeout``.
    @inlinable public static var timeout: ConcernSet { ConcernSet(rawValue: 1 << 6) }
    /// Every concern.
    public static let all: ConcernSet = [.tracing, .logging, .metrics, .caching, .retry, .circuitBreaker, .timeout]
}
