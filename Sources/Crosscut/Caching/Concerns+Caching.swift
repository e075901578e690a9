extension Concerns {
    /// The cache of one member's results: its partition of ``cache`` for keys of type `Key` and
    /// results of type `Value`, its time to live, and how its lookups are reported — what a
    /// generated caching decorator resolves once per cached member, when it is made.
    ///
    /// Each lookup through it logs a `.debug` event `"<service>.<member> cache"` with
    /// `"result": "hit"` or `"miss"` — a miss before the computation runs — and increments
    /// `crosscut_cache_requests_total` with the dimensions `module`, `service`, `member` and `result`. A
    /// caller that shared another caller's computation counts as a miss. As for retries, it logs
    /// only while logging is on (and the logger records `.debug`) and counts only while metrics are
    /// on; whether caching is on is the caller's decision.
    ///
    /// ```swift
    /// let sessionsForCache: MemberCache<Reason, [Session]> =
    ///     concerns.memberCache(service: "Catalog", member: "sessions(for:)", ttl: .seconds(300))
    /// let sessions = try await sessionsForCache.value(for: .sleep) { try await remote.sessions(for: .sleep) }
    /// ```
    ///
    /// Results are kept per ``Caller``: a result computed for one caller never reaches another.
    /// A member whose result is the same for every caller — a catalog, a price list — says so with
    /// `sameForEveryCaller`, and its callers share one entry per key.
    ///
    /// - Parameters:
    ///   - service: The protocol, for example `Catalog`.
    ///   - member: The member's identity, for example `sessions(for:)`.
    ///   - ttl: How long a result stays fresh; the cache's default when `nil`.
    ///   - sameForEveryCaller: Whether the result is the same whoever calls; `false` by default.
    ///   - fileID: Names the service's module: the caller's, by default (``ServiceName``).
    public func memberCache<Key: Hashable & Sendable, Value: Sendable>(
        service: String,
        member: String,
        ttl: Duration? = nil,
        sameForEveryCaller: Bool = false,
        fileID: String = #fileID
    ) -> MemberCache<Key, Value> {
        memberCache(
            of: ServiceName(service, fileID: fileID), member: member, ttl: ttl, sameForEveryCaller: sameForEveryCaller)
    }

    /// ``memberCache(service:member:ttl:sameForEveryCaller:fileID:)`` of a service whose module is given.
    public func memberCache<Key: Hashable & Sendable, Value: Sendable>(
        of service: ServiceName,
        member: String,
        ttl: Duration? = nil,
        sameForEveryCaller: Bool = false
    ) -> MemberCache<Key, Value> {
        MemberCache(
            partition: cache.partition(
                service: service, member: member, keyType: CallerScopedKey<Key>.self, valueType: Value.self),
            ttl: ttl, sameForEveryCaller: sameForEveryCaller,
            reporter: CacheRequestReporter(concerns: self, service: service, member: member),
            invalidateMember: { [cache] in cache.invalidate(service: service, member: member) })
    }

    /// The cache of a generic member's results, one ``MemberCache`` per key and value type, made at
    /// the first call with those types; lookups are reported as
    /// ``memberCache(service:member:ttl:sameForEveryCaller:fileID:)`` says.
    ///
    /// ```swift
    /// let loadCache = concerns.genericMemberCache(service: "Store", member: "load(_:)")
    /// ```
    public func genericMemberCache(
        service: String, member: String, ttl: Duration? = nil, sameForEveryCaller: Bool = false,
        fileID: String = #fileID
    ) -> GenericMemberCache {
        GenericMemberCache(
            concerns: self, service: ServiceName(service, fileID: fileID), member: member, ttl: ttl,
            sameForEveryCaller: sameForEveryCaller)
    }

    /// Removes the cached results of `service` of the caller's module (`fileID` names it), or only
    /// those of `member` when it is given, and logs
    /// a `.debug` event `"<service> cache invalidated"` (or `"<service>.<member> cache invalidated"`).
    ///
    /// What generated decorators call after a member marked `invalidates` succeeds.
    ///
    /// ```swift
    /// func refresh() async throws {
    ///     try await decoratee.refresh()
    ///     concerns.invalidateCache(service: "Catalog")
    /// }
    /// ```
    ///
    /// From another module than the service's, name its module with
    /// ``invalidateCache(of:member:)``: `fileID` names the caller's.
    public func invalidateCache(service: String, member: String? = nil, fileID: String = #fileID) {
        invalidateCache(of: ServiceName(service, fileID: fileID), member: member)
    }

    /// ``invalidateCache(service:member:fileID:)`` of a service whose module is given: what a
    /// Composer calls for a service decorated in another module.
    ///
    /// ```swift
    /// concerns.invalidateCache(of: ServiceName("Catalog", module: "CatalogKit"))
    /// ```
    public func invalidateCache(of service: ServiceName, member: String? = nil) {
        cache.invalidate(service: service, member: member)
        if isEnabled(.logging) {
            logger.log(.debug, "\(member.map { "\(service.name).\($0)" } ?? service.name) cache invalidated")
        }
    }
}
