#if PostgreSQLCache
    import Crosscut
    import CrosscutTesting
    import PostgresNIO
    import Testing

    /// Two instances of a service, each with its own local tier and its own client, sharing a table of
    /// a real PostgreSQL server (`Scripts/with-postgres.sh`).
    @Suite(.enabled(if: PostgreSQLTestDatabase.isAvailable, "needs CROSSCUT_POSTGRES_URL (Scripts/with-postgres.sh)"))
    struct PostgreSQLSharedCacheStoreTests {
        let key = SharedCacheKey(
            service: ServiceName("Catalog", module: "CrosscutTests"), member: "sessions(for:)", version: 1,
            argumentsDigest: String(repeating: "ab", count: 32))

        /// Two instances of the service on the continuous clock, one over each store.
        private func instances(
            of stores: [PostgreSQLSharedCacheStore], crossInstanceWait: Duration? = nil
        ) -> (SharedCacheInstance, SharedCacheInstance) {
            let instances = stores.map {
                SharedCacheInstance(clock: ContinuousClock(), store: $0, crossInstanceWait: crossInstanceWait)
            }
            return (instances[0], instances[1])
        }

        @Test func aValueIsReadBackWithTheTimeItHasLeft() async throws {
            try await PostgreSQLTestDatabase.withStores(count: 1) { stores in
                let store = stores[0]
                let miss = try await store.read(key)
                #expect(miss.entry == nil)
                try await store.store([1, 2, 3], forKey: key, ttl: .seconds(60), computedAfter: miss.mark)
                let entry = try #require(try await store.read(key).entry)
                #expect(entry.value == [1, 2, 3])
                #expect(entry.timeToLive > .seconds(59) && entry.timeToLive <= .seconds(60))
            }
        }

        @Test func anExpiredRowIsNeverReadAndIsPurged() async throws {
            try await PostgreSQLTestDatabase.withStores(count: 1) { stores in
                let store = stores[0]
                try await store.store([1], forKey: key, ttl: .seconds(60), computedAfter: store.read(key).mark)
                try await store.client.query(
                    "UPDATE \(unescaped: store.table) SET expires_at = now() - interval '1 second'")
                #expect(try await store.read(key).entry == nil)
                #expect(try await store.purgeExpired() == 1)
            }
        }

        @Test func theTimeToLiveIsHonouredToTheSecondInBothTiers() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let (first, second) = instances(of: stores)
                let calls = CallCounter()
                let load = { @Sendable () async -> [String] in ["scan \(calls.next())"] }
                _ = await first.sessions(ttl: .seconds(1)).value(for: "sleep", compute: load)
                let onSecond = second.sessions(ttl: .seconds(1))
                #expect(await onSecond.value(for: "sleep", compute: load) == ["scan 1"])
                try await Task.sleep(for: .milliseconds(1_100))  // past the second, on the server and here
                #expect(await onSecond.value(for: "sleep", compute: load) == ["scan 2"])
            }
        }

        @Test func aMissIsComputedOnceAcrossInstances() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let (first, second) = instances(of: stores, crossInstanceWait: .seconds(30))
                let (gate, calls) = (TestGate(), CallCounter())
                let leader = Task {
                    await first.sessions().value(for: "sleep") { () async -> [String] in
                        await gate.wait()
                        return ["scan \(calls.next())"]
                    }
                }
                try await PostgreSQLTestDatabase.waitUntil("the first instance holds the claim") {
                    try await PostgreSQLTestDatabase.claims(in: stores[0]) == 1
                }
                let follower = Task {
                    await second.sessions().value(for: "sleep") { () async -> [String] in ["scan \(calls.next())"] }
                }
                try await Task.sleep(for: .milliseconds(200))  // the second instance polls meanwhile
                gate.open()
                #expect(await leader.value == ["scan 1"])
                #expect(await follower.value == ["scan 1"])
                #expect(calls.value == 1)
            }
        }

        @Test func anInvalidationIsHeardByTheOtherInstance() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let (first, second) = instances(of: stores)
                let calls = CallCounter()
                let load = { @Sendable () async -> [String] in ["scan \(calls.next())"] }
                let (onFirst, onSecond) = (
                    first.sessions(sameForEveryCaller: true), second.sessions(sameForEveryCaller: true)
                )
                try await second.followingInvalidations { heard in
                    var heard = heard
                    _ = await onFirst.value(for: "sleep", compute: load)
                    #expect(await onSecond.value(for: "sleep", compute: load) == ["scan 1"])
                    await onFirst.invalidate("sleep")
                    let invalidation = await heard.next()
                    guard case .key(let key) = invalidation else {
                        Issue.record("heard \(String(describing: invalidation))")
                        return
                    }
                    #expect(key.service == ServiceName("Catalog", module: "CrosscutTests"))
                    #expect(await onSecond.value(for: "sleep", compute: load) == ["scan 2"])
                }
                #expect(first.storeErrors("error") + second.storeErrors("error") == 0)
            }
        }

        @Test func aMemberInvalidationTravelsWholeThroughNotify() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let second = SharedCacheInstance(clock: ContinuousClock(), store: stores[1])
                try await second.followingInvalidations { heard in
                    var heard = heard
                    let catalog = ServiceName("Catalog", module: "CrosscutTests")
                    try await stores[0].invalidate(service: catalog, member: "sessions(for:)")
                    try await stores[0].invalidate(service: catalog, member: nil)
                    #expect(await heard.next() == .entries(service: catalog, member: "sessions(for:)"))
                    #expect(await heard.next() == .entries(service: catalog, member: nil))
                }
            }
        }
    }
#endif
