/// What a read of a ``SharedCacheStore`` found: the entry, if one may be served, and how far the
/// store's invalidations had gone when it read.
public struct SharedCacheRead: Sendable, Hashable {
    /// The stored value and its time left, or `nil`.
    public var entry: SharedCacheEntry?
    /// The mark a value computed after this read is stored with.
    public var mark: SharedCacheMark

    /// Creates a read.
    public init(entry: SharedCacheEntry?, mark: SharedCacheMark) {
        self.entry = entry
        self.mark = mark
    }
}
