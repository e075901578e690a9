/// The cached results of one member, by key: what a ``CacheStore`` hands out for each member.
///
/// ``value(forKey:ttl:isolation:compute:)`` returns a fresh stored value or computes, stores and
/// returns a new one, and says which of these happened. Errors are never stored.
///
/// ```swift
/// let catalog = ServiceName("Catalog", fileID: #fileID)
/// let sessions = store.partition(service: catalog, member: "sessions(for:)", keyType: Reason.self, valueType: [Session].self)
/// let lookup = try await sessions.value(forKey: .sleep, ttl: .seconds(300), isolation: #isolation) {
///     try await remote.sessions(for: .sleep)
/// }
/// ```
public protocol CachePartition<Key, Value>: Sendable {
    /// What identifies a result: for a generated decorator, a struct of the member's arguments.
    associatedtype Key: Hashable & Sendable
    /// The member's result.
    associatedtype Value: Sendable

    /// Returns the unexpired value stored for `key`, or computes it with `compute`, stores it for
    /// `ttl` (or the store's default when `nil`) and returns it.
    ///
    /// Concurrent callers missing on the same key share one call of `compute`, made in the first
    /// caller's task; if it throws, all of them get the error and nothing is stored. A caller whose
    /// task is not cancelled never gets another caller's cancellation: when the computing task is
    /// cancelled, one of the waiting callers computes in its place.
    func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value>

    /// The synchronous form: returns the stored value, or computes and stores it. A synchronous
    /// caller never waits for another caller's computation.
    func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> CacheLookup<Value>

    /// Removes the entry for `key`; a computation of it in flight will not be stored.
    func invalidate(_ key: Key)

    /// Whether a fresh value is stored for `key`. Unlike a lookup, this counts nothing and does not
    /// mark the entry used.
    func contains(_ key: Key) -> Bool
}

extension CachePartition {
    /// ``value(forKey:ttl:isolation:compute:)`` from the caller's actor, where `compute` runs.
    public func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        try await value(forKey: key, ttl: ttl, isolation: isolation, compute: compute)
    }
}
