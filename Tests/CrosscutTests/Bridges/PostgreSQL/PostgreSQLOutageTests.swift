#if PostgreSQLCache && (os(Linux) || os(macOS))
    import Crosscut
    import Foundation
    import Testing

    /// The server stopped under a running service (`CROSSCUT_POSTGRES_STOP`): the service answers from
    /// its dependency within the store's bound. It stops the server for every test that runs beside
    /// it, so CI runs it alone: `--filter PostgreSQLOutageTests`, and the others with `--skip`.
    @Suite(
        .enabled(
            if: PostgreSQLTestDatabase.isAvailable
                && PostgreSQLTestDatabase.environment["CROSSCUT_POSTGRES_STOP"] != nil,
            "needs Scripts/with-postgres.sh"))
    struct PostgreSQLOutageTests {
        @Test func theServerStoppedMidTestLeavesTheServiceAnswering() async throws {
            try await PostgreSQLTestDatabase.withStores(dropsTable: false) { stores in
                let (first, second) = (
                    SharedCacheInstance(clock: ContinuousClock(), store: stores[0], timeout: .milliseconds(500)),
                    SharedCacheInstance(clock: ContinuousClock(), store: stores[1], timeout: .milliseconds(500))
                )
                let calls = CallCounter()
                let load = { @Sendable () async -> [String] in ["scan \(calls.next())"] }
                _ = await first.sessions().value(for: "sleep", compute: load)
                #expect(await second.sessions().value(for: "sleep", compute: load) == ["scan 1"])

                try PostgreSQLTestDatabase.runServerCommand("CROSSCUT_POSTGRES_STOP")
                #expect(await first.sessions().value(for: "walk", compute: load) == ["scan 2"])
                #expect(await first.sessions().value(for: "sleep", compute: load) == ["scan 1"])  // the local tier
                // The read failed (refused, or past the bound) and the write was skipped.
                #expect(["error", "timeout"].map(first.storeErrors).reduce(0, +) == 1)
            }
        }
    }
#endif
