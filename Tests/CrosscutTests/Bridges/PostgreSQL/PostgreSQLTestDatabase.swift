#if PostgreSQLCache
    import Crosscut
    import Foundation
    import PostgresNIO
    import Testing

    /// The PostgreSQL server that `Scripts/with-postgres.sh` starts, named by `CROSSCUT_POSTGRES_URL`:
    /// each test gets clients of its own, running, and a table of its own, dropped afterwards.
    enum PostgreSQLTestDatabase {
        static let environment = ProcessInfo.processInfo.environment

        /// `postgres://user@host:port/database`, when a server runs.
        static let url = environment["CROSSCUT_POSTGRES_URL"].flatMap(URLComponents.init(string:))

        /// Whether the PostgreSQL tests run: a server is named.
        static var isAvailable: Bool { url != nil }

        /// Runs `body` with `count` stores, each over a client of its own (an instance of a service),
        /// on a new table; the clients run until `body` returns, and the table is dropped after.
        static func withStores(
            count: Int = 2, _ body: ([PostgreSQLSharedCacheStore]) async throws -> Void
        ) async throws {
            let table = "crosscut_test_\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
            let clients = (0..<count).map { _ in PostgresClient(configuration: configuration()) }
            let stores = clients.map {
                PostgreSQLSharedCacheStore(client: $0, table: table, reconnectDelay: .milliseconds(100))
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for client in clients { group.addTask { await client.run() } }
                defer { group.cancelAll() }
                try await stores[0].migrate()
                try await body(stores)
                try await stores[0].drop()
            }
        }

        /// The client's configuration: loopback, no TLS.
        private static func configuration() -> PostgresClient.Configuration {
            guard let url, let host = url.host else { preconditionFailure("no CROSSCUT_POSTGRES_URL") }
            return PostgresClient.Configuration(
                host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
                database: String(url.path.dropFirst()), tls: .disable)
        }

        /// Checks `condition` every 20 ms until it holds: for what only the server can tell (a lock
        /// taken, a waiter queued). Records an issue when it never holds within ten seconds.
        static func waitUntil(_ what: Comment, _ condition: () async throws -> Bool) async throws {
            for _ in 0..<500 {
                if try await condition() { return }
                try await Task.sleep(for: .milliseconds(20))
            }
            Issue.record("never happened: \(what)")
        }

        /// Whether `store` answers a read within `limit`; a read that hangs is left behind, not awaited.
        static func answers(_ store: PostgreSQLSharedCacheStore, within limit: Duration = .milliseconds(500)) async
            -> Bool
        {
            let (answered, continuation) = AsyncStream<Bool>.makeStream()
            let probe = SharedCacheKey(
                service: ServiceName("Probe", module: "CrosscutTests"), member: "probe", version: 1,
                argumentsDigest: "0")
            let read = Task { continuation.yield((try? await store.read(probe)) != nil) }
            let bound = Task {
                try? await Task.sleep(for: limit)
                continuation.yield(false)
            }
            defer {
                read.cancel()
                bound.cancel()
            }
            for await answer in answered { return answer }
            return false
        }

        /// Runs the shell command `Scripts/with-postgres.sh` gives in the environment variable
        /// `name` — `CROSSCUT_POSTGRES_STOP`, `_START`, `_PAUSE` or `_RESUME` — and waits until it
        /// is done.
        ///
        /// It spawns the shell itself rather than through `Process`: on Linux, `Process` learns that
        /// its child ended when a socket the child inherits closes, and the server that `_START`
        /// leaves running holds that socket open for ever.
        static func runServerCommand(_ name: String) throws {
            #if os(Linux) || os(macOS)
                let command: [String] = ["/bin/sh", "-c", environment[name] ?? "false"]
                let arguments = command.map { strdup($0) }
                defer { arguments.forEach { free($0) } }
                var shell: pid_t = 0
                let spawned = posix_spawn(&shell, "/bin/sh", nil, nil, arguments + [nil], environ)
                try #require(spawned == 0, "\(name) did not start")
                var status: Int32 = 0
                while waitpid(shell, &status, 0) == -1 && errno == EINTR {}
                #expect(status == 0, "\(name) failed")
            #endif
        }

        /// How many computations `store`'s claims table holds.
        static func claims(in store: PostgreSQLSharedCacheStore) async throws -> Int {
            let rows = try await store.client.query("SELECT count(*)::int8 FROM \(unescaped: store.tables.claims)")
            for try await count in rows.decode(Int.self) { return count }
            return 0
        }
    }

    /// The PostgreSQL tests never pass silently in CI: there a server must be named.
    @Suite struct PostgreSQLAvailabilityTests {
        @Test func aServerIsNamedWhenCIRuns() {
            let inCI = PostgreSQLTestDatabase.environment["CI"] == "true"
            #expect(
                !inCI || PostgreSQLTestDatabase.isAvailable,
                "CI=true but CROSSCUT_POSTGRES_URL is unset: run the tests under Scripts/with-postgres.sh")
        }
    }
#endif
