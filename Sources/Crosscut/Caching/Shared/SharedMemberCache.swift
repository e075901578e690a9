/// The cached results of one member cached with `shared`: its local tier (a ``MemberCache`` in
/// ``Concerns/cache``) in front of the ``SharedCache`` that every instance of the service shares.
///
/// A lookup that misses the local tier reads the shared store; a value found there is kept locally
/// for no longer than it has left there. A value missing there too is computed — once per instance,
/// or once across instances with ``SharedCache/crossInstanceWait`` — and stored in both tiers,
/// unless an invalidation overtook its computation: then neither tier keeps it, on any instance.
/// Results are kept per caller, as ``MemberCache`` keeps them, in both tiers.
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
/// Only its makers,
/// ``Concerns/sharedMemberCache(service:member:ttl:version:sameForEveryCaller:fileID:)`` and its overload, require
/// `Key` to be `Encodable` and `Value` to be `Codable` and `Sendable`, so every instance's are; a
/// result that is not `Codable` is one error there, that says so.
public final class SharedMemberCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    @usableFromInline let local: MemberCache<Key, Value>
    private let shared: SharedCache?
    private let coding: SharedCoding<Key, Value>
    private let service: ServiceName
    private let member: String
    private let version: Int
    private let ttl: Duration
    private let bound: StoreCallBound?
    private let failures: SharedCacheFailureReporter
    /// Where a read with nobody following the invalidations is noted, once per concerns, while
    /// logging is on.
    private let unfollowedNotices: (logger: EventLogger, said: NoticesSaid)?

    private let clock: any Clock<Duration>

    init(
        local: MemberCache<Key, Value>, concerns: Concerns, service: ServiceName, member: String, version: Int,
        ttl: Duration
    ) where Key: Encodable, Value: Codable & Sendable {
        self.local = local
        shared = concerns.sharedCache
        coding = SharedCoding()
        self.service = service
        self.member = member
        self.version = version
        self.ttl = ttl
        clock = concerns.clock
        bound = concerns.sharedCache.map { StoreCallBound(limit: $0.timeout, clock: concerns.clock) }
        failures = SharedCacheFailureReporter(concerns: concerns, service: service, member: member)
        concerns.decoratorsMade.read(.sharedCache)
        unfollowedNotices = concerns.isEnabled(.logging) ? (concerns.logger, concerns.noticesSaid) : nil
        if shared == nil && concerns.isEnabled(.caching) && concerns.isEnabled(.logging)
            && concerns.noticesSaid.isFirst("\(service).\(member) no_shared_cache")
        {
            Self.noteNoSharedCache(in: concerns, service: service, member: member)
        }
    }

    /// Says, at `.notice` and once per concerns, that the member is cached `shared` in concerns with
    /// no ``Concerns/sharedCache``: each instance caches it alone, which is right for a single
    /// instance, and wrong for several, which would serve values the others have invalidated.
    private static func noteNoSharedCache(in concerns: Concerns, service: ServiceName, member: String) {
        concerns.logger.log(
            .notice, "\(service.name).\(member) shared cache",
            [
                "reason": "no_shared_cache",
                "fix":
                    "set Concerns.sharedCache when several instances serve; until then each caches this member alone",
            ])
    }

    /// Returns the cached result for `key` from the local tier, else from the shared store, else
    /// computes it with `compute` and caches it in both. Concurrent identical misses in this
    /// instance share one call of `compute`; errors are never cached.
    ///
    /// Lookups are reported as ``Concerns/memberCache(service:member:ttl:sameForEveryCaller:fileID:)``
    /// says, with one more result: a value the local tier did not have and the shared store did is a
    /// ``CacheResult/sharedHit``.
    @inlinable
    public func value<Failure: Error>(
        for key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let key = local.scoped(key)
        if let hit = local.reportedHit(for: key) { return hit }
        return try await lookUp(key, isolation: isolation, compute: compute)
    }

    /// A miss of the local tier's inlined hit path: the local lookup, whose computation asks the
    /// shared store first.
    @usableFromInline
    func lookUp<Failure: Error>(
        _ key: CallerScopedKey<Key>,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await local.lookUp(key, isolation: isolation) { () async throws(Failure) in
            try await sharedDraft(for: key, compute: compute)
        }
    }

    /// Removes the result for `key` from the local tier and the shared store, which tells every
    /// instance; a store that fails is logged and counted. Results kept per caller are all removed,
    /// in both tiers, as ``MemberCache/invalidate(_:)`` says.
    public func invalidate(_ key: Key) async {
        local.invalidate(key)
        guard let shared, let bound else { return }
        do {
            if local.sameForEveryCaller {
                guard let sharedKey = sharedKey(for: local.scoped(key), in: shared) else { return }
                try await bound.run { try await shared.store.invalidate(sharedKey) }
            } else {
                try await bound.run { [service, member] in
                    try await shared.store.invalidate(service: service, member: member)
                }
            }
        } catch {
            failures.report("invalidate", storeError: error)
        }
    }

    // MARK: - The shared tier

    /// The value of `key` from the shared store, or computed and stored there, with the time the
    /// local tier may keep it.
    private func sharedDraft<Failure: Error>(
        for key: CallerScopedKey<Key>,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheDraft<Value> {
        guard let shared, let bound, let sharedKey = sharedKey(for: key, in: shared) else {
            local.reporter.report(.miss)
            return CacheDraft(value: try await compute(), ttl: ttl)
        }
        if let notices = unfollowedNotices, !shared.following.isFollowed,
            notices.said.isFirst("no_invalidation_follower")
        {
            InvalidationFollowing.noteUnfollowed(to: notices.logger)
        }
        let store = SharedCacheTier(key: sharedKey, shared: shared, bound: bound)
        let mark: SharedCacheMark
        let read = await read(store)
        local.reporter.report(read.isHit ? .sharedHit : .miss)
        switch read {
        case .found(let draft): return draft
        case .unavailable: return CacheDraft(value: try await compute(), ttl: ttl)
        case .missing(let readMark): mark = readMark
        }
        guard let wait = shared.crossInstanceWait else {
            return try await computeAndStore(in: store, after: mark, compute: compute)
        }
        return try await computeOnce(in: store, after: mark, waitingAtMost: wait, compute: compute)
    }

    /// What a read of the shared store found.
    private enum Read {
        /// A value, decoded, and the time it has left.
        case found(CacheDraft<Value>)
        /// No value, or one that could not be decoded, and the mark a computed value is stored with.
        case missing(SharedCacheMark)
        /// The store threw or did not answer: the call goes on without it.
        case unavailable

        /// Whether the store had the value.
        var isHit: Bool {
            if case .found = self { true } else { false }
        }
    }

    private func read(_ tier: SharedCacheTier) async -> Read {
        let read: SharedCacheRead
        do {
            read = try await tier.bound.run { try await tier.shared.store.read(tier.key) }
        } catch {
            failures.report("read", storeError: error)
            return .unavailable
        }
        guard let entry = read.entry, entry.timeToLive > .zero else { return .missing(read.mark) }
        do {
            let value = try coding.decode(entry.value, tier.shared.coder)
            return .found(CacheDraft(value: value, ttl: min(entry.timeToLive, ttl)))
        } catch {
            failures.report("read", .undecodable, error)
            return .missing(read.mark)
        }
    }

    /// Computes the value and stores it in the shared store with the mark of the read before it;
    /// a store that fails is logged and counted, and the value still returned.
    private func computeAndStore<Failure: Error>(
        in tier: SharedCacheTier,
        after mark: SharedCacheMark,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheDraft<Value> {
        let value = try await compute()
        let bytes: [UInt8]
        do {
            bytes = try coding.encode(value, tier.shared.coder)
        } catch {
            failures.report("write", .unencodable, error)
            return CacheDraft(value: value, ttl: ttl)
        }
        do {
            try await tier.bound.run { [ttl] in
                try await tier.shared.store.store(bytes, forKey: tier.key, ttl: ttl, computedAfter: mark)
            }
        } catch {
            failures.report("write", storeError: error)
        }
        return CacheDraft(value: value, ttl: ttl)
    }

    /// ``computeAndStore(in:after:isolation:compute:)`` once across instances: this instance
    /// claims the computation, or waits for the instance that holds it to store the value, reading
    /// the store again at each ``SharedCache/claimPollInterval``, at most `wait` in all. Every store
    /// call, the claim's included, is bounded by ``SharedCache/timeout``; a store that fails or a
    /// wait that runs out computes without the claim.
    private func computeOnce<Failure: Error>(
        in tier: SharedCacheTier,
        after mark: SharedCacheMark,
        waitingAtMost wait: Duration,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheDraft<Value> {
        let claimant = SharedCacheClaimant()
        var (mark, waited) = (mark, Duration.zero)
        while true {
            let claimed: Bool
            do {
                claimed = try await tier.bound.run {
                    try await tier.shared.store.claimComputation(of: tier.key, for: claimant, lease: wait)
                }
            } catch {
                failures.report("lock", storeError: error)
                return try await computeAndStore(in: tier, after: mark, compute: compute)
            }
            if claimed {
                // Another instance may have stored the value just before the claim.
                switch await read(tier) {
                case .found(let draft):
                    await release(tier, for: claimant)
                    return draft
                case .missing(let readMark): mark = readMark
                case .unavailable: break
                }
                let outcome: Result<CacheDraft<Value>, Failure>
                do throws(Failure) {
                    outcome = .success(try await computeAndStore(in: tier, after: mark, compute: compute))
                } catch {
                    outcome = .failure(error)
                }
                await release(tier, for: claimant)
                return try outcome.get()
            }
            let pause = min(tier.shared.claimPollInterval, wait - waited)
            guard pause > .zero, (try? await clock.sleep(for: pause, purpose: .sharedCacheClaimWait)) != nil else {
                return try await computeAndStore(in: tier, after: mark, compute: compute)
            }
            waited += pause
            switch await read(tier) {
            case .found(let draft): return draft
            case .missing(let readMark): mark = readMark
            case .unavailable: return try await computeAndStore(in: tier, after: mark, compute: compute)
            }
        }
    }

    /// Ends this instance's claim; a store that fails is logged and counted, and the claim's lease
    /// ends it anyway.
    private func release(_ tier: SharedCacheTier, for claimant: SharedCacheClaimant) async {
        do {
            try await tier.bound.run { try await tier.shared.store.releaseComputation(of: tier.key, for: claimant) }
        } catch {
            failures.report("lock", storeError: error)
        }
    }

    /// The shared store's key for `key`, or `nil` (logged and counted) when it cannot be encoded.
    private func sharedKey(for key: CallerScopedKey<Key>, in shared: SharedCache) -> SharedCacheKey? {
        do {
            return try coding.key(key, service, member, version, shared.keyingSecret)
        } catch {
            failures.report("key", .unencodable, error)
            return nil
        }
    }
}

/// How a shared member's arguments become its store key, and its results bytes and back: made where
/// `Key` is `Encodable` and `Value` `Codable`, so that the cache itself needs neither.
private struct SharedCoding<Key: Hashable & Sendable, Value> {
    let key: (CallerScopedKey<Key>, ServiceName, String, Int, [UInt8]?) throws -> SharedCacheKey
    let encode: (Value, any SharedCacheCoder) throws -> [UInt8]
    let decode: ([UInt8], any SharedCacheCoder) throws -> Value

    init() where Key: Encodable, Value: Codable {
        key = { key, service, member, version, secret in
            try SharedCacheKey(
                service: service, member: member, version: version, arguments: key.arguments, caller: key.caller,
                keyingSecret: secret)
        }
        encode = { value, coder in try coder.encode(value) }
        decode = { bytes, coder in try coder.decode(Value.self, from: bytes) }
    }
}

/// One key's place in the shared store, and the bound of each call to it. Not nested in the generic
/// cache, so that the store calls' closures capture no metatype.
private struct SharedCacheTier: Sendable {
    let key: SharedCacheKey
    let shared: SharedCache
    let bound: StoreCallBound
}

extension SleepPurpose {
    /// A wait for another instance's computation of a shared key (``SharedCache/crossInstanceWait``).
    public static let sharedCacheClaimWait = SleepPurpose("shared cache claim wait")
}
