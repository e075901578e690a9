extension Concerns {
    /// The cache of one member cached with `shared`: its local tier in ``cache`` in front of
    /// ``sharedCache`` (see ``SharedMemberCache``), what a generated caching decorator resolves once
    /// per shared member. Lookups are reported as ``memberCache(service:member:ttl:sameForEveryCaller:fileID:)`` says.
    ///
    /// ```swift
    /// let sessionsForCache: SharedMemberCache<Reason, [Session]> =
    ///     concerns.sharedMemberCache(service: "Catalog", member: "sessions(for:)", ttl: .seconds(300))
    /// ```
    ///
    /// - Parameters:
    ///   - service: The protocol, for example `Catalog`.
    ///   - member: The member's identity, for example `sessions(for:)`.
    ///   - ttl: How long a result stays fresh, in both tiers.
    ///   - version: The version of the member's results in the shared store: bump it when they
    ///     change meaning or shape (``SharedCacheKey``).
    ///   - sameForEveryCaller: Whether the result is the same whoever calls; `false` by default, and
    ///     each caller's results are kept under keys of their own in both tiers.
    ///   - fileID: Names the service's module: the caller's, by default (``ServiceName``).
    public func sharedMemberCache<Key: Hashable & Sendable & Encodable, Value: Sendable & Codable>(
        service: String,
        member: String,
        ttl: Duration,
        version: Int = 1,
        sameForEveryCaller: Bool = false,
        fileID: String = #fileID
    ) -> SharedMemberCache<Key, Value> {
        sharedMemberCache(
            of: ServiceName(service, fileID: fileID), member: member, ttl: ttl, version: version,
            sameForEveryCaller: sameForEveryCaller)
    }

    /// ``sharedMemberCache(service:member:ttl:version:sameForEveryCaller:fileID:)`` of a service whose module is given.
    public func sharedMemberCache<Key: Hashable & Sendable & Encodable, Value: Sendable & Codable>(
        of service: ServiceName,
        member: String,
        ttl: Duration,
        version: Int = 1,
        sameForEveryCaller: Bool = false
    ) -> SharedMemberCache<Key, Value> {
        SharedMemberCache(
            local: memberCache(of: service, member: member, ttl: ttl, sameForEveryCaller: sameForEveryCaller),
            concerns: self, service: service, member: member, version: version, ttl: ttl)
    }

    /// A shared member whose arguments are not `Encodable` or whose result is not `Codable`: one
    /// error that says what to write, rather than the generic ones the constrained makers give.
    @available(
        *, unavailable,
        message:
            "a member cached 'shared' keeps its result in the shared store as JSON: make the result type Codable (and each argument Encodable), or drop 'shared' from its cached(...)"
    )
    public func sharedMemberCache<Key: Hashable & Sendable, Value: Sendable>(
        service: String, member: String, ttl: Duration, version: Int = 1, sameForEveryCaller: Bool = false,
        fileID: String = #fileID
    ) -> SharedMemberCache<Key, Value> {
        fatalError("unavailable")
    }

    /// ``sharedMemberCache(service:member:ttl:version:sameForEveryCaller:fileID:)``'s error, for a
    /// service whose module is given.
    @available(
        *, unavailable,
        message:
            "a member cached 'shared' keeps its result in the shared store as JSON: make the result type Codable (and each argument Encodable), or drop 'shared' from its cached(...)"
    )
    public func sharedMemberCache<Key: Hashable & Sendable, Value: Sendable>(
        of service: ServiceName, member: String, ttl: Duration, version: Int = 1, sameForEveryCaller: Bool = false
    ) -> SharedMemberCache<Key, Value> {
        fatalError("unavailable")
    }

    /// Removes the cached results of `service`, or only those of `member` when given, from
    /// ``cache`` and from ``sharedCache``, which tells every instance; a store that fails or does
    /// not answer within ``SharedCache/timeout`` is logged at `.warning`.
    ///
    /// ```swift
    /// await concerns.invalidateSharedCache(of: ServiceName("Catalog", module: "CatalogKit"))
    /// ```
    public func invalidateSharedCache(of service: ServiceName, member: String? = nil) async {
        invalidateCache(of: service, member: member)
        guard let sharedCache else { return }
        do {
            try await StoreCallBound(limit: sharedCache.timeout, clock: clock).run {
                try await sharedCache.store.invalidate(service: service, member: member)
            }
        } catch {
            if isEnabled(.logging) {
                logger.log(
                    .warning, "\(member.map { "\(service.name).\($0)" } ?? service.name) shared cache",
                    {
                        var data: EventData = ["operation": "invalidate"]
                        data.appendError(error, redactingMessageWith: nil)
                        return data
                    }())
            }
        }
    }

    /// Clears ``cache`` of what other instances invalidate in ``sharedCache``, until the task is
    /// cancelled or the store stops listening (it throws then): run it beside the server, for
    /// example in its task group, so that no instance serves a value another one invalidated.
    ///
    /// An invalidation clears the member it names in ``cache``, or the service; when the store
    /// has just started or resumed listening (``SharedCacheInvalidation/everything``), all of
    /// ``cache``. `applied` runs after each: its first call says the store listens.
    ///
    /// ```swift
    /// group.addTask { try await concerns.followSharedCacheInvalidations() }
    /// ```
    public func followSharedCacheInvalidations(
        applied: @Sendable (SharedCacheInvalidation) -> Void = { _ in }
    ) async throws {
        guard let sharedCache else { return }
        try await sharedCache.following.counting {
            for try await invalidation in sharedCache.store.invalidations() {
                switch invalidation {
                case .key(let key): cache.invalidate(service: key.service, member: key.member)
                case .entries(let service, let member): cache.invalidate(service: service, member: member)
                case .everything: cache.invalidateAll()
                }
                applied(invalidation)
            }
        }
    }
}
