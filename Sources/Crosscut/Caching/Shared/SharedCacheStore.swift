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
/// Every method may throw: Crosscut logs and counts the error and serves the call without the
/// store.
public protocol SharedCacheStore: Sendable {
    /// The value stored for `key` and the time it has left, or `nil` when none is stored or its
    /// time to live has passed: an expired value is never returned.
    func entry(forKey key: SharedCacheKey) async throws -> SharedCacheEntry?

    /// Stores `value` for `key`, replacing what was there, to expire after `ttl`.
    func store(_ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration) async throws

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

    /// Runs `body`, which computes and stores the value of `key`, while no other instance runs a
    /// body for the same key — single-flight across instances — waiting at most `wait` for one
    /// that does; after that it runs `body` anyway. `body` runs on the caller's actor, in its
    /// task; the store bounds its own waits, since the caller cannot bound `body`'s.
    ///
    /// The default runs `body` at once: instances then share values, but a miss that several
    /// instances have at the same moment is computed by each of them.
    nonisolated(nonsending) func withExclusiveComputation<Result: Sendable>(
        of key: SharedCacheKey,
        waitingAtMost wait: Duration,
        _ body: nonisolated(nonsending) () async throws -> Result
    ) async throws -> Result
}

extension SharedCacheStore {
    /// Runs `body` at once: no single-flight across instances.
    public nonisolated(nonsending) func withExclusiveComputation<Result: Sendable>(
        of key: SharedCacheKey,
        waitingAtMost wait: Duration,
        _ body: nonisolated(nonsending) () async throws -> Result
    ) async throws -> Result {
        try await body()
    }
}
