extension Concerns {
    /// Returns the cached result for `key`, or computes it with `compute` and caches it for `ttl`.
    ///
    /// What generated caching decorators call. Concurrent identical misses share one call of
    /// `compute` (see ``CacheStore``); errors are never cached. Each call logs a `.debug` event
    /// `"<service>.<member> cache"` with `"result": "hit"` or `"miss"` — a miss before `compute`
    /// runs — and increments `crosscut_cache_requests_total` with the dimensions `service`, `member`
    /// and `result`. A caller that shared another caller's computation counts as a miss.
    ///
    /// This helper does not look at ``enabled`` for caching itself — the caller decides whether caching
    /// is on — but it logs only while logging is on and counts only while metrics are on.
    ///
    /// ```swift
    /// func sessions(for reason: Reason) async throws -> [Session] {
    ///     let key = CacheKey(service: "Catalog", member: "sessions(for:)", reason)
    ///     return try await concerns.cached(service: "Catalog", member: "sessions(for:)", key: key, ttl: .seconds(300)) {
    ///         try await decoratee.sessions(for: reason)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - service: The protocol, for example `Catalog`.
    ///   - member: The member's full signature, for example `sessions(for:)`.
    ///   - key: Which result; usually built from `service`, `member` and the arguments.
    ///   - ttl: How long the result stays fresh; the cache's default when `nil`.
    ///   - isolation: The caller's actor, where `compute` runs.
    ///   - compute: Makes the result on a miss.
    public func cached<Value: Sendable, Failure: Error>(
        service: String,
        member: String,
        key: CacheKey,
        ttl: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        _ compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        var reported = false
        let lookup: CacheLookup<Value>
        do throws(Failure) {
            lookup = try await cache.value(forKey: key, ttl: ttl, isolation: isolation) { () async throws(Failure) in
                reported = true
                reportCacheRequest(service: service, member: member, result: .miss)
                return try await compute()
            }
        } catch {
            if !reported { reportCacheRequest(service: service, member: member, result: .miss) }
            throw error
        }
        if !reported { reportCacheRequest(service: service, member: member, result: lookup.result) }
        return lookup.value
    }

    /// The synchronous form of ``cached(service:member:key:ttl:isolation:_:)``: returns the cached
    /// result for `key`, or computes it with `compute` and caches it for `ttl`. It logs and counts
    /// the same way, and never waits for another caller's computation.
    ///
    /// ```swift
    /// var greeting: String {
    ///     let key = CacheKey(service: "Greeter", member: "greeting")
    ///     return concerns.cached(service: "Greeter", member: "greeting", key: key, ttl: nil) { decoratee.greeting }
    /// }
    /// ```
    public func cached<Value: Sendable, Failure: Error>(
        service: String,
        member: String,
        key: CacheKey,
        ttl: Duration?,
        _ compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        var reported = false
        let lookup: CacheLookup<Value>
        do throws(Failure) {
            lookup = try cache.value(forKey: key, ttl: ttl) { () throws(Failure) in
                reported = true
                reportCacheRequest(service: service, member: member, result: .miss)
                return try compute()
            }
        } catch {
            if !reported { reportCacheRequest(service: service, member: member, result: .miss) }
            throw error
        }
        if !reported { reportCacheRequest(service: service, member: member, result: lookup.result) }
        return lookup.value
    }

    /// Removes the cached results of `service`, or only those of `member` when it is given, and logs
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
    public func invalidateCache(service: String, member: String? = nil) {
        cache.invalidate(service: service, member: member)
        if isEnabled(.logging) {
            logger.log(.debug, "\(member.map { "\(service).\($0)" } ?? service) cache invalidated")
        }
    }

    /// Logs and counts one request, each only while its concern is on, as retries are reported.
    private func reportCacheRequest(service: String, member: String, result: CacheResult) {
        if isEnabled(.logging) {
            logger.log(.debug, "\(service).\(member) cache", ["result": .string(result.label)])
        }
        if isEnabled(.metrics) {
            metrics.increment(
                MetricName.cacheRequests,
                by: 1,
                dimensions: ["service": service, "member": member, "result": result.label]
            )
        }
    }
}
