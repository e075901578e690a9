/// What a ``SharedCacheStore`` holds for a key: the encoded value and how long it stays fresh.
public struct SharedCacheEntry: Sendable, Hashable {
    /// The value as ``SharedCacheCoder`` encoded it.
    public var value: [UInt8]
    /// The time the value has left before it expires; an instance keeps it no longer in its local
    /// tier.
    public var timeToLive: Duration

    /// Creates an entry.
    public init(value: [UInt8], timeToLive: Duration) {
        self.value = value
        self.timeToLive = timeToLive
    }
}
