/// The cached results of one member cached with `shared`: its local tier (a ``MemberCache`` in
/// ``Concerns/cache``) in front of the ``SharedCache`` that every instance of the service shares.
///
/// A lookup that misses the local tier reads the shared store; a value found there is kept locally
/// for no longer than it has left there. A value missing there too is computed — once per instance,
/// or once across instances with ``SharedCache/crossInstanceWait`` — and stored in both tiers.
/// A store call that throws, takes longer than ``SharedCache/timeout``, or returns bytes that
/// cannot be decoded does not serve: the call goes on to the dependency, and the failure is logged
/// and counted (``SharedCache``). Without a ``Concerns/sharedCache`` it is the local tier alone.
///
/// ```swift
/// let sessionsForCache: SharedMemberCache<Reason, [Session]> =
///     concerns.sharedMemberCache(service: "Catalog", member: "sessions(for:)", ttl: .seconds(300))
/// let sessions = try await sessionsForCache.value(for: .sleep) { try await remote.sessions(for: .sleep) }
/// ```
///
/// As for ``MemberCache``, only its makers,
/// ``Concerns/sharedMemberCache(service:member:ttl:version:fileID:)`` and its overload, require
/// `Value` to be `Sendable`, so every instance's `Value` is.
public final class SharedMemberCache<Key: Hashable & Sendable & Encodable, Value: Codable>: @unchecked Sendable {
    @usableFromInline let local: MemberCache<Key, Value>
    private let shared: SharedCache?
    private let service: ServiceName
    private let member: String
    private let version: Int
    private let ttl: Duration
    private let bound: StoreCallBound?
    private let failures: SharedCacheFailureReporter

    init(
        local: MemberCache<Key, Value>, concerns: Concerns, service: ServiceName, member: String, version: Int,
        ttl: Duration
    ) where Value: Sendable {
        self.local = local
        shared = concerns.sharedCache
        self.service = service
        self.member = member
        self.version = version
        self.ttl = ttl
        bound = concerns.sharedCache.map { StoreCallBound(limit: $0.timeout, clock: concerns.clock) }
        failures = SharedCacheFailureReporter(concerns: concerns, service: service, member: member)
    }

    /// Returns the cached result for `key` from the local tier, else from the shared store, else
    /// computes it with `compute` and caches it in both. Concurrent identical misses in this
    /// instance share one call of `compute`; errors are never cached.
    ///
    /// Lookups are reported as ``Concerns/memberCache(service:member:ttl:fileID:)`` says, by the
    /// local tier: a value read from the shared store counts as a local miss.
    @inlinable
    public func value<Failure: Error>(
        for key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if let hit = local.reportedHit(for: key) { return hit }
        return try await lookUp(key, isolation: isolation, compute: compute)
    }

    /// A miss of the local tier's inlined hit path: the local lookup, whose computation asks the
    /// shared store first.
    @usableFromInline
    func lookUp<Failure: Error>(
        _ key: Key,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await local.lookUp(key, isolation: isolation) { () async throws(Failure) in
            try await sharedDraft(for: key, compute: compute)
        }
    }

    /// Removes the result for `key` from the local tier and the shared store, which tells every
    /// instance; a store that fails is logged and counted.
    public func invalidate(_ key: Key) async {
        local.invalidate(key)
        guard let shared, let bound, let sharedKey = sharedKey(for: key, in: shared) else { return }
        do {
            try await bound.run { try await shared.store.invalidate(sharedKey) }
        } catch {
            failures.report("invalidate", storeError: error)
        }
    }

    // MARK: - The shared tier

    /// The value of `key` from the shared store, or computed and stored there, with the time the
    /// local tier may keep it.
    private func sharedDraft<Failure: Error>(
        for key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheDraft<Value> {
        guard let shared, let bound, let sharedKey = sharedKey(for: key, in: shared) else {
            return CacheDraft(value: try await compute(), ttl: ttl)
        }
        switch await read(sharedKey, from: shared, within: bound) {
        case .found(let draft): return draft
        case .unavailable: return CacheDraft(value: try await compute(), ttl: ttl)
        case .missing: break
        }
        guard let wait = shared.crossInstanceWait else {
            return try await computeAndStore(sharedKey, in: shared, within: bound, compute: compute)
        }
        return try await computeOnce(sharedKey, in: shared, within: bound, waitingAtMost: wait, compute: compute)
    }

    /// What a read of the shared store found.
    private enum Read {
        /// A value, decoded, and the time it has left.
        case found(CacheDraft<Value>)
        /// No value, or one that could not be decoded.
        case missing
        /// The store threw or did not answer: the call goes on without it.
        case unavailable
    }

    private func read(_ key: SharedCacheKey, from shared: SharedCache, within bound: StoreCallBound) async -> Read {
        let entry: SharedCacheEntry?
        do {
            entry = try await bound.run { try await shared.store.entry(forKey: key) }
        } catch {
            failures.report("read", storeError: error)
            return .unavailable
        }
        guard let entry, entry.timeToLive > .zero else { return .missing }
        do {
            let value = try shared.coder.decode(Value.self, from: entry.value)
            return .found(CacheDraft(value: value, ttl: min(entry.timeToLive, ttl)))
        } catch {
            failures.report("read", .undecodable, error)
            return .missing
        }
    }

    /// Computes the value and stores it in the shared store; a store that fails is logged and
    /// counted, and the value still returned.
    private func computeAndStore<Failure: Error>(
        _ key: SharedCacheKey,
        in shared: SharedCache,
        within bound: StoreCallBound,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheDraft<Value> {
        let value = try await compute()
        let bytes: [UInt8]
        do {
            bytes = try shared.coder.encode(value)
        } catch {
            failures.report("write", .unencodable, error)
            return CacheDraft(value: value, ttl: ttl)
        }
        do {
            try await bound.run { [ttl] in try await shared.store.store(bytes, forKey: key, ttl: ttl) }
        } catch {
            failures.report("write", storeError: error)
        }
        return CacheDraft(value: value, ttl: ttl)
    }

    /// ``computeAndStore(_:in:within:isolation:compute:)`` while no other instance computes `key`:
    /// the store is read again once the computation is this instance's, since another may have
    /// just stored the value.
    private func computeOnce<Failure: Error>(
        _ key: SharedCacheKey,
        in shared: SharedCache,
        within bound: StoreCallBound,
        waitingAtMost wait: Duration,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheDraft<Value> {
        var outcome: Result<CacheDraft<Value>, Failure>?
        do {
            try await shared.store.withExclusiveComputation(of: key, waitingAtMost: wait) {
                if case .found(let draft) = await read(key, from: shared, within: bound) {
                    outcome = .success(draft)
                } else {
                    do throws(Failure) {
                        outcome = .success(try await computeAndStore(key, in: shared, within: bound, compute: compute))
                    } catch {
                        outcome = .failure(error)
                    }
                }
            }
        } catch {
            failures.report("lock", storeError: error)
        }
        guard let outcome else { return try await computeAndStore(key, in: shared, within: bound, compute: compute) }
        return try outcome.get()
    }

    /// The shared store's key for `key`, or `nil` (logged and counted) when it cannot be encoded.
    private func sharedKey(for key: Key, in shared: SharedCache) -> SharedCacheKey? {
        do {
            return try SharedCacheKey(
                service: service, member: member, version: version, arguments: key,
                keyingSecret: shared.keyingSecret)
        } catch {
            failures.report("key", .unencodable, error)
            return nil
        }
    }
}
