/// When a logging closure decorator logs: before the call, after it, or both.
public struct CallLogPoints: OptionSet, Sendable, Hashable {
    /// The points as bits.
    public let rawValue: UInt8

    /// Creates points from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// An event named after the closure, with no data, before the original closure runs.
    public static let before = CallLogPoints(rawValue: 1 << 0)
    /// An event named after the closure once it returns or throws, with `outcome`
    /// (`returned`/`threw`), `error` when it threw, and `duration_ms`; at `.error` level when it threw.
    public static let after = CallLogPoints(rawValue: 1 << 1)
}
