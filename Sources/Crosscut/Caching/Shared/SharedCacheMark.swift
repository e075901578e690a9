/// How far a ``SharedCacheStore``'s invalidations had gone: a number that only grows, and grows
/// with every invalidation — a count, or the last value of a database sequence.
///
/// A value is stored with the mark of the read before its computation; an invalidation numbered
/// above that mark came after the computation started, so the value may be older than the data,
/// and is never read.
public struct SharedCacheMark: Sendable, Hashable, Comparable {
    /// The store's number.
    public var rawValue: Int64

    /// Creates a mark.
    public init(_ rawValue: Int64) {
        self.rawValue = rawValue
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
