#if PostgreSQLCache && (os(Linux) || os(macOS))
    import Crosscut
    import CrosscutTesting
    import Testing

    /// The server paused under a running service (`CROSSCUT_POSTGRES_PAUSE`: every server process
    /// stopped, connections left open, as a server that hangs): a call waiting for another
    /// instance's computation answers within the store's bound, and once the server resumes,
    /// values and invalidations flow again. It pauses the server for every test beside it, so CI
    /// runs it alone: `--filter PostgreSQLPauseTests`, and the others with `--skip`.
    @Suite(
        .enabled(
            if: PostgreSQLTestDatabase.isAvailable
                && PostgreSQLTestDatabase.environment["CROSSCUT_POSTGRES_PAUSE"] != nil,
            "needs Scripts/with-postgres.sh"))
    struct PostgreSQLPauseTests {
        @Test func aCallWaitingForAnotherInstanceAnswersWhileTheServerIsPaused() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let instances = stores.map {
                    SharedCacheInstance(
                        clock: ContinuousClock(), store: $0, timeout: .milliseconds(300),
                        crossInstanceWait: .seconds(30))
                }
                let (first, second) = (instances[0], instances[1])
                let (calls, gate) = (CallCounter(), TestGate())
                let leader = Task {
                    await first.sessions().value(for: "sleep") { () async -> [String] in
                        calls.next()
                        await gate.wait()
                        return ["leader's"]
                    }
                }
                try await PostgreSQLTestDatabase.waitUntil("the first instance holds the claim") {
                    try await PostgreSQLTestDatabase.claims(in: stores[0]) == 1
                }
                let waiter = Task {
                    await second.sessions().value(for: "sleep") { () async -> [String] in
                        calls.next()
                        return ["waiter's"]
                    }
                }
                try await Task.sleep(for: .milliseconds(100))  // the waiter polls
                try PostgreSQLTestDatabase.runServerCommand("CROSSCUT_POSTGRES_PAUSE")
                let paused = ContinuousClock.now
                #expect(await waiter.value == ["waiter's"], "the store did not answer: the waiter computed")
                #expect(ContinuousClock.now - paused < .seconds(5), "bounded by the store's timeout, not the wait")
                #expect(second.storeErrors("timeout") >= 1)
                try PostgreSQLTestDatabase.runServerCommand("CROSSCUT_POSTGRES_RESUME")
                gate.open()
                #expect(await leader.value == ["leader's"])

                // Once the server answers again, an invalidation reaches the other instance.
                try await second.followingInvalidations { heard in
                    var heard = heard
                    await first.concerns.invalidateSharedCache(of: ServiceName("Catalog", module: "CrosscutTests"))
                    #expect(
                        await heard.next()
                            == .entries(service: ServiceName("Catalog", module: "CrosscutTests"), member: nil))
                    let fresh = await second.sessions().value(for: "sleep") { () async -> [String] in ["fresh"] }
                    #expect(fresh == ["fresh"])
                }
            }
        }
    }
#endif
