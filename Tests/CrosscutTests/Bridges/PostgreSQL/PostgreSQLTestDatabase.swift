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
        /// on a new table; the clients run until `body` returns, and the table is dropped after,
        /// when `dropsTable` (a test that stops the server cannot).
        static func withStores(
            count: Int = 2, dropsTable: Bool = true,
            _ body: ([PostgreSQLSharedCacheStore]) async throws -> Void
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
                if dropsTable { try await stores[0].drop() }
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

        /// Runs the shell command `Scripts/with-postgres.sh` gives in the environment variable
        /// `name` — `CROSSCUT_POSTGRES_STOP`, `_PAUSE` or `_RESUME` — and waits until it is done.
        static func runServerCommand(_ name: String) throws {
            #if os(Linux) || os(macOS)
                let command = Process()
                command.executableURL = URL(fileURLWithPath: "/bin/sh")
                command.arguments = ["-c", environment[name] ?? "false"]
                command.standardOutput = FileHandle.nullDevice
                try command.run()
                command.waitUntilExit()
                #expect(command.terminationStatus == 0, "\(name) failed")
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
