#if PostgreSQLCache && (os(Linux) || os(macOS))
    import Crosscut
    import CrosscutTesting
    import Foundation
    import Testing

    /// The server stopped under a running service (`CROSSCUT_POSTGRES_STOP`) and started again
    /// (`CROSSCUT_POSTGRES_START`): the service answers from its dependency within the store's bound,
    /// and once the server is back, values and invalidations flow between instances again. It stops
    /// the server for every test that runs beside it, so CI runs it alone: `--filter
    /// PostgreSQLOutageTests`, and the others with `--skip`.
    @Suite(
        .enabled(
            if: PostgreSQLTestDatabase.isAvailable
                && PostgreSQLTestDatabase.environment["CROSSCUT_POSTGRES_START"] != nil,
            "needs Scripts/with-postgres.sh"))
    struct PostgreSQLOutageTests {
        @Test(.timeLimit(.minutes(1)))
        func theServerStoppedMidCallAndStartedAgainLeavesTheServiceAnswering() async throws {
            try await PostgreSQLTestDatabase.withStores { stores in
                let (first, second) = (
                    SharedCacheInstance(clock: ContinuousClock(), store: stores[0], timeout: .milliseconds(500)),
                    SharedCacheInstance(clock: ContinuousClock(), store: stores[1], timeout: .milliseconds(500))
                )
                let (calls, gate) = (CallCounter(), TestGate())
                let load = { @Sendable () async -> [String] in ["scan \(calls.next())"] }
                let catalog = ServiceName("Catalog", module: "CrosscutTests")
                _ = await first.sessions().value(for: "sleep", compute: load)
                #expect(await second.sessions().value(for: "sleep", compute: load) == ["scan 1"])

                try await second.followingInvalidations { heard in
                    var heard = heard
                    // The server stops while a computation runs: its value is the caller's, not stored.
                    let midCall = Task {
                        await first.sessions().value(for: "walk") { () async -> [String] in
                            await gate.wait()
                            return ["walk, computed while the server stopped"]
                        }
                    }
                    try await Task.sleep(for: .milliseconds(100))  // the read missed; the computation waits
                    try PostgreSQLTestDatabase.runServerCommand("CROSSCUT_POSTGRES_STOP")
                    gate.open()
                    #expect(await midCall.value == ["walk, computed while the server stopped"])
                    #expect(await first.sessions().value(for: "run", compute: load) == ["scan 2"])
                    #expect(await first.sessions().value(for: "sleep", compute: load) == ["scan 1"])  // the local tier
                    #expect(["error", "timeout"].map(first.storeErrors).reduce(0, +) >= 2)

                    // Started again, the same clients reach it: the follower listens again (and drops
                    // its local tier, which missed what changed meanwhile), one instance's value is
                    // the other's hit, and an invalidation reaches the other instance.
                    try PostgreSQLTestDatabase.runServerCommand("CROSSCUT_POSTGRES_START")
                    #expect(await heard.next() == .everything)
                    for store in stores {
                        try await PostgreSQLTestDatabase.waitUntil("the store answers again") {
                            await PostgreSQLTestDatabase.answers(store)
                        }
                    }
                    #expect(await second.sessions().value(for: "swim", compute: load) == ["scan 3"])
                    #expect(await first.sessions().value(for: "swim", compute: load) == ["scan 3"])
                    #expect(first.localRequests("shared_hit") == 1)
                    await first.concerns.invalidateSharedCache(of: catalog)
                    #expect(await heard.next() == .entries(service: catalog, member: nil))
                }
            }
        }
    }
#endif
