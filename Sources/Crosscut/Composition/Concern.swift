/// A cross-cutting concern Crosscut can add around a service.
///
/// The cases are in the canonical order decorators are applied, outermost first.
public enum Concern: String, Sendable, Hashable, CaseIterable, Codable {
    case logging, metrics, caching, retry
}

/// A set of concerns, for switching concerns on and off at run time.
public struct ConcernSet: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

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

    public static let logging = ConcernSet(rawValue: 1 << 0)
    public static let metrics = ConcernSet(rawValue: 1 << 1)
    public static let caching = ConcernSet(rawValue: 1 << 2)
    public static let retry = ConcernSet(rawValue: 1 << 3)
    /// Every concern.
    public static let all: ConcernSet = [.logging, .metrics, .caching, .retry]
}
