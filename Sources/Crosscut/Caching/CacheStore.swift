/// Where cached results live.
///
/// Generated caching decorators and ``Concerns/cached(service:member:key:ttl:isolation:_:)`` call
/// ``value(forKey:ttl:isolation:compute:)``, which returns a fresh stored value or computes, stores
/// and returns a new one, and says which of these happened. Errors are never stored.
///
/// ```swift
/// let store = InMemoryCacheStore(capacity: 500, defaultTTL: .seconds(60))
/// let key = CacheKey(service: "Catalog", member: "sessions(for:)", reason)
/// let lookup = try await store.value(forKey: key, ttl: nil, isolation: #isolation) {
///     try await remote.sessions(for: reason)
/// }
/// print(lookup.result, lookup.value)
/// ```
public protocol CacheStore: Sendable {
    /// Returns the unexpired value stored for `key`, or computes it with `compute`, stores it for
    /// `ttl` (or the store's default when `nil`) and returns it.
    ///
    /// Concurrent callers missing on the same key share one call of `compute`, made in the first
    /// caller's task; if it throws, all of them get the error and nothing is stored. A caller whose
    /// task is not cancelled never gets another caller's cancellation: when the computing task is
    /// cancelled, one of the waiting callers computes in its place.
    func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value>

    /// The synchronous form: returns the stored value, or computes and stores it. A synchronous
    /// caller never waits for another caller's computation.
    func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> CacheLookup<Value>

    /// Removes the entry for `key`.
    func invalidate(_ key: CacheKey)

    /// Removes every entry of `service`, or only those of `member` when it is given.
    func invalidate(service: String, member: String?)

    /// Removes every entry.
    func invalidateAll()
}
