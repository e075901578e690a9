/// The cached results of one member, as its caching decorator uses them: the member's partition of
/// the cache, its time to live, and how its lookups are logged and counted, all resolved once when
/// the decorator is made (``Concerns/memberCache(service:member:ttl:sameForEveryCaller:fileID:)``).
///
/// A call builds the member's key — its one argument, or a generated `Hashable` struct of its
/// arguments — and asks for the value. With an ``InMemoryCacheStore`` a hit is inlined into the caller and specialized for
/// the key and value types: one clock read, one short critical section with one dictionary
/// lookup, no allocation, and reporting skipped when logging is below `.debug` and metrics are off.
///
/// ```swift
/// struct CachingCatalog<Decoratee: Catalog>: Catalog {
///     let decoratee: Decoratee
///     private let sessionsForCache: MemberCache<Reason, [Session]>
///
///     init(_ decoratee: Decoratee, concerns: Concerns) {
///         self.decoratee = decoratee
///         sessionsForCache = concerns.memberCache(service: "Catalog", member: "sessions(for:)", ttl: .seconds(300))
///     }
///
///     func sessions(for reason: Reason) async throws -> [Session] {
///         try await sessionsForCache.value(for: reason) { try await decoratee.sessions(for: reason) }
///     }
/// }
/// ```
///
/// Results are kept per caller: a call made for one ``Caller`` never gets a result computed for
/// another, nor joins another's computation, unless the member is cached `sameForEveryCaller`: its
/// key is the arguments with the caller's id, roles and claims.
///
/// Only its makers, ``Concerns/memberCache(service:member:ttl:sameForEveryCaller:fileID:)`` and its overload, require
/// `Value` to be `Sendable`: a decorator caching a result that is not gets one error, where it
/// resolves the cache, rather than one wherever the type is named. Since every instance is made
/// there, every instance's `Value` is `Sendable`, which is what makes the class `Sendable`.
public final class MemberCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    @usableFromInline let partition: any CachePartition<CallerScopedKey<Key>, Value>
    /// The partition's table, when the store is an ``InMemoryCacheStore``: the inlined hit path.
    @usableFromInline let inMemory: CacheTable<CallerScopedKey<Key>, Value>?
    /// The partition again, when it stores each value for its draft's time: resolved once, for misses.
    private let drafted: (any DraftedCachePartition<CallerScopedKey<Key>, Value>)?
    @usableFromInline let ttl: Duration?
    @usableFromInline let reporter: CacheRequestReporter
    /// Whether results are the same for every caller, and so kept without one.
    @usableFromInline let sameForEveryCaller: Bool
    /// Clears every result of the member, for every caller.
    private let invalidateMember: @Sendable () -> Void

    init(
        partition: any CachePartition<CallerScopedKey<Key>, Value>, ttl: Duration?, sameForEveryCaller: Bool,
        reporter: CacheRequestReporter, invalidateMember: @escaping @Sendable () -> Void
    ) where Value: Sendable {
        self.partition = partition
        let inMemoryPartition = partition as? InMemoryCachePartition<CallerScopedKey<Key>, Value>
        inMemory = inMemoryPartition?.table
        drafted = inMemoryPartition
        self.ttl = ttl
        self.sameForEveryCaller = sameForEveryCaller
        self.reporter = reporter
        self.invalidateMember = invalidateMember
    }

    /// `key` with the caller whose result it names: the current one, unless results are the same
    /// for every caller.
    @inlinable
    func scoped(_ key: Key) -> CallerScopedKey<Key> {
        CallerScopedKey(caller: sameForEveryCaller ? nil : Caller.current, arguments: key)
    }

    /// Returns the cached result for `key`, or computes it with `compute` and caches it.
    ///
    /// Logs and counts the lookup (see ``Concerns/memberCache(service:member:ttl:sameForEveryCaller:fileID:)``): a miss
    /// before `compute` runs. A synchronous caller never waits for another caller's computation.
    @inlinable
    public func value<Failure: Error>(
        for key: Key,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let key = scoped(key)
        if let hit = reportedHit(for: key) { return hit }
        return try lookUp(key, compute: compute)
    }

    /// Returns the cached result for `key`, or computes it with `compute` and caches it.
    /// Concurrent identical misses share one call of `compute` (see ``CachePartition``); errors
    /// are never cached.
    ///
    /// Logs and counts the lookup (see ``Concerns/memberCache(service:member:ttl:sameForEveryCaller:fileID:)``): a miss
    /// before `compute` runs; a caller that shared another caller's computation counts as a miss.
    ///
    /// - Parameters:
    ///   - key: Which result.
    ///   - isolation: The caller's actor, where `compute` runs.
    ///   - compute: Makes the result on a miss.
    @inlinable
    public func value<Failure: Error>(
        for key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let key = scoped(key)
        if let hit = reportedHit(for: key) { return hit }
        return try await lookUp(key, isolation: isolation, compute: compute)
    }

    /// The fresh value of `key` in an ``InMemoryCacheStore``, reported as a hit: the inlined hit path.
    @inlinable
    func reportedHit(for key: CallerScopedKey<Key>) -> Value? {
        guard let hit = inMemory?.freshValue(for: key) else { return nil }
        if reporter.isActive { reporter.report(.hit) }
        return hit
    }

    /// A full lookup in the partition, reported as it goes: a miss before `compute` runs.
    @usableFromInline
    func lookUp<Failure: Error>(_ key: CallerScopedKey<Key>, compute: () throws(Failure) -> Value) throws(Failure)
        -> Value
    {
        var reported = false
        let lookup: CacheLookup<Value>
        do throws(Failure) {
            lookup = try partition.value(forKey: key, ttl: ttl) { () throws(Failure) in
                reported = true
                reporter.report(.miss)
                return try compute()
            }
        } catch {
            if !reported { reporter.report(.miss) }
            throw error
        }
        if !reported { reporter.report(lookup.result) }
        return lookup.value
    }

    /// The asynchronous form of ``lookUp(_:compute:)``.
    @usableFromInline
    func lookUp<Failure: Error>(
        _ key: CallerScopedKey<Key>,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await lookUp(key, isolation: isolation) { () async throws(Failure) in
            reporter.report(.miss)
            return CacheDraft(value: try await compute(), ttl: ttl)
        }
    }

    /// ``lookUp(_:isolation:compute:)`` whose computation also says how long its value stays
    /// fresh, and reports the lookup itself: what ``SharedMemberCache`` computes on a miss of this,
    /// its local tier, which is a hit in the shared tier or a miss.
    func lookUp<Failure: Error>(
        _ key: CallerScopedKey<Key>,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> CacheDraft<Value>
    ) async throws(Failure) -> Value {
        var reported = false
        let lookup: CacheLookup<Value>
        do throws(Failure) {
            lookup = try await entry(forKey: key, isolation: isolation) { () async throws(Failure) in
                reported = true
                return try await compute()
            }
        } catch {
            if !reported { reporter.report(.miss) }
            throw error
        }
        if !reported { reporter.report(lookup.result) }
        return lookup.value
    }

    /// Looks `key` up in the partition, storing a computed value for the time its draft gives.
    /// A partition of another store than ``InMemoryCacheStore`` stores for ``ttl``: a value whose
    /// draft gives a shorter time is not kept.
    private func entry<Failure: Error>(
        forKey key: CallerScopedKey<Key>,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> CacheDraft<Value>
    ) async throws(Failure) -> CacheLookup<Value> {
        if let drafted {
            return try await drafted.entry(forKey: key, isolation: isolation, compute: compute)
        }
        var keepsLonger = false
        let lookup = try await partition.value(forKey: key, ttl: ttl, isolation: isolation) {
            () async throws(Failure) in
            let draft = try await compute()
            keepsLonger = draft.ttl != ttl
            return draft.value
        }
        if keepsLonger { partition.invalidate(key) }
        return lookup
    }

    /// Removes the cached result for `key`; a computation of it in flight will not be stored.
    ///
    /// Results kept per caller have one entry for each caller who asked: then every result of the
    /// member is removed, since no result computed before the invalidation may be served after it.
    public func invalidate(_ key: Key) {
        if sameForEveryCaller {
            partition.invalidate(scoped(key))
        } else {
            invalidateMember()
        }
    }
}
