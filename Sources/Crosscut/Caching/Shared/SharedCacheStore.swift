/// A store that several instances of a service share — Redis, Valkey, memcached, a database — behind
/// each instance's in-memory cache: the second tier of a member cached with `shared`.
///
/// A store keeps bytes by key for a time to live, forgets them when told to, and tells every
/// instance what was forgotten. Crosscut does the rest: it builds keys that every process and
/// release agrees on (``SharedCacheKey``), encodes values (``SharedCacheCoder``), keeps the local
/// tier in front, bounds every store call by ``SharedCache/timeout`` and goes on to the dependency
/// when the store is slow, down or returns what it cannot decode. ``InMemorySharedCacheStore``
/// shares one process's instances; `PostgreSQLSharedCacheStore` (the `PostgreSQLCache` trait)
/// shares a database.
///
/// ```swift
/// var concerns = Concerns()
/// concerns.sharedCache = SharedCache(store: InMemorySharedCacheStore())
/// ```
///
/// A value computed before an invalidation is never served after it, on any instance: every read
/// returns a ``SharedCacheMark`` — how far the store's invalidations had gone — and the value
/// computed after that read is stored with it. A read returns a value only if no invalidation of
/// its key, member or service came after the mark it was stored with.
///
/// Every method may throw: Crosscut logs and counts the error and serves the call without the
/// store.
public protocol SharedCacheStore: Sendable {
    /// The value stored for `key`, with the time it has left — `nil` when none is stored, its time
    /// to live has passed, or an invalidation of it came after the mark it was stored with — and
    /// the store's mark now.
    func read(_ key: SharedCacheKey) async throws -> SharedCacheRead

    /// Stores `value` for `key`, replacing what was there, to expire after `ttl`. The value was
    /// computed after a read that returned `mark`: once an invalidation of `key`, its member or
    /// its service comes after `mark`, it must never be read.
    func store(_ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration, computedAfter mark: SharedCacheMark)
        async throws

    /// Removes what is stored for `key` and tells every instance (``invalidations()``).
    func invalidate(_ key: SharedCacheKey) async throws

    /// Removes what is stored for `service`, or only for its `member` when given, and tells every
    /// instance.
    func invalidate(service: ServiceName, member: String?) async throws

    /// What every instance invalidates, this one's included, from now on.
    ///
    /// The stream starts with ``SharedCacheInvalidation/everything`` once it listens, and again
    /// after each reconnection: what was invalidated while it was not listening is unknown, so an
    /// instance's local tier forgets everything shared. It ends, throwing, when the store cannot
    /// listen; it ends when the task iterating it is cancelled.
    func invalidations() -> AsyncThrowingStream<SharedCacheInvalidation, any Error>

    /// Claims the computation of `key` for `claimant` for at most `lease`, unless another
    /// claimant's unexpired claim holds it: `true` when the claim is now `claimant`'s. What makes a
    /// miss computed once across instances (``SharedCache/crossInstanceWait``); the others wait for
    /// the value, or for the lease to end.
    ///
    /// The default claims nothing and returns `true`: instances then share values, but a miss that
    /// several instances have at the same moment is computed by each of them.
    func claimComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant, lease: Duration)
        async throws -> Bool

    /// Ends `claimant`'s claim of `key`, if it still holds it.
    func releaseComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant) async throws
}

extension SharedCacheStore {
    /// Claims nothing: every instance computes its own misses.
    public func claimComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant, lease: Duration)
        async throws -> Bool
    { true }

    /// Nothing to release.
    public func releaseComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant) async throws {}
}
