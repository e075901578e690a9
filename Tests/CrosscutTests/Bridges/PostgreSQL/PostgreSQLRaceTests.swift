#if PostgreSQLCache
    import Crosscut
    import CrosscutTesting
    import PostgresNIO
    import Testing

    /// Two instances racing through a real PostgreSQL server: an invalidation that overtakes a
    /// computation, a burst of misses with single-flight across instances, and values stored with a
    /// mark an invalidation passed.
    @Suite(.enabled(if: PostgreSQLTestDatabase.isAvailable, "needs CROSSCUT_POSTGRES_URL (Scripts/with-postgres.sh)"))
    struct PostgreSQLRaceTests {
        let catalog = ServiceName("Catalog", module: "CrosscutTests")

        @Test func aValueAnInvalidationOvertookIsServedByNeitherInstance() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let (first, second) = (
                    SharedCacheInstance(clock: ContinuousClock(), store: stores[0]),
                    SharedCacheInstance(clock: ContinuousClock(), store: stores[1])
                )
                try await SharedCacheScenarios.aValueAnInvalidationOvertookIsKeptByNoTier(first: first, second: second)
                #expect(first.storeErrors("error") + second.storeErrors("error") == 0)
            }
        }

        @Test func aValueStoredWithAMarkAnInvalidationPassedIsNeverRead() async throws {
            try await PostgreSQLTestDatabase.withStores(count: 1) { stores in
                let store = stores[0]
                let keys = try ["sleep", "walk", "focus"].map {
                    try SharedCacheKey(service: catalog, member: "sessions(for:)", arguments: $0)
                }
                let before = try await store.read(keys[0]).mark
                try await store.invalidate(keys[0])
                try await store.invalidate(service: catalog, member: "sessions(for:)")
                try await store.invalidate(service: catalog, member: nil)
                for key in keys {
                    try await store.store([1], forKey: key, ttl: .seconds(60), computedAfter: before)
                    #expect(try await store.read(key).entry == nil)
                }
                let after = try await store.read(keys[0]).mark
                #expect(after.rawValue == before.rawValue + 3)
                try await store.store([2], forKey: keys[0], ttl: .seconds(60), computedAfter: after)
                #expect(try await store.read(keys[0]).entry?.value == [2])
                // Forgetting old invalidations keeps the floor: the overtaken value stays unread.
                try await store.purgeExpired()
                try await store.store([1], forKey: keys[1], ttl: .seconds(60), computedAfter: before)
                #expect(try await store.read(keys[1]).entry == nil)
                #expect(try await store.read(keys[0]).entry?.value == [2])
            }
        }

        /// Sixty concurrent misses of distinct keys, single-flight across instances, with the
        /// client's default pool: no claim holds a connection while it computes, so every read and
        /// write finds one.
        @Test func aBurstOfMissesWithClaimsLeavesThePoolServing() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let instances = stores.map {
                    SharedCacheInstance(
                        clock: ContinuousClock(), store: $0, timeout: .seconds(2), crossInstanceWait: .seconds(1))
                }
                let values = await withTaskGroup(of: [String].self) { group in
                    for index in 0..<60 {
                        group.addTask {
                            await instances[index % 2].sessions().value(for: "key \(index)") {
                                () async -> [String] in
                                try? await Task.sleep(for: .milliseconds(100))  // a dependency that takes time
                                return ["value \(index)"]
                            }
                        }
                    }
                    return await group.reduce(into: Set<[String]>()) { $0.insert($1) }
                }
                #expect(values.count == 60)
                for instance in instances {
                    #expect(["error", "timeout"].map(instance.storeErrors).reduce(0, +) == 0)
                }
                let rows = try await stores[0].client.query("SELECT count(*)::int8 FROM \(unescaped: stores[0].table)")
                for try await count in rows.decode(Int.self) { #expect(count == 60) }
                #expect(try await PostgreSQLTestDatabase.claims(in: stores[0]) == 0)
            }
        }
    }
#endif
