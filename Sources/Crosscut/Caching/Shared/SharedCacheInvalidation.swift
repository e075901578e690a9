/// What an instance invalidated in a ``SharedCacheStore``, as every instance hears of it to clear
/// its local tier.
public enum SharedCacheInvalidation: Sendable, Hashable {
    /// One key's value. A local tier knows its keys by their arguments, not by digest, so it clears
    /// the key's member.
    case key(SharedCacheKey)
    /// The values of a service, or only of its `member` when given.
    case entries(service: ServiceName, member: String?)
    /// Anything may have changed: the listener has just started or reconnected.
    case everything
}
