/// A cross-cutting concern Crosscut can add around a service.
///
/// The cases are in the canonical order decorators are applied, outermost first.
public enum Concern: String, Sendable, Hashable, CaseIterable, Codable {
    /// Logs each call: ``Logger/logCall(service:member:arguments:outcome:duration:)``.
    case logging
    /// Counts and times each call: ``MetricsRecorder/recordCall(service:member:outcome:duration:)``.
    case metrics
    /// Serves repeated calls from ``Concerns/cache``.
    case caching
    /// Retries failed calls under ``Concerns/retryPolicy``.
    case retry
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
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set holding just `concern`.
    public init(_ concern: Concern) {
        switch concern {
        case .logging: self = .logging
        case .metrics: self = .metrics
        case .caching: self = .caching
        case .retry: self = .retry
        }
    }

    /// Just ``Concern/logging``.
    public static let logging = ConcernSet(rawValue: 1 << 0)
    /// Just ``Concern/metrics``.
    public static let metrics = ConcernSet(rawValue: 1 << 1)
    /// Just ``Concern/caching``.
    public static let caching = ConcernSet(rawValue: 1 << 2)
    /// Just ``Concern/retry``.
    public static let retry = ConcernSet(rawValue: 1 << 3)
    /// Every concern.
    public static let all: ConcernSet = [.logging, .metrics, .caching, .retry]
}
