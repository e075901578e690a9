// docs:begin(postgresSetup)
import Crosscut
import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL database every instance of the desk shares its cache in, named by a URL such as
/// `postgres://postgres@127.0.0.1:5432/postgres` (the `DATABASE_URL` the server reads).
public struct SharedCacheDatabase: Sendable {
    /// The connections.
    public let client: PostgresClient
    /// The shared tier's table in that database.
    public let store: PostgreSQLSharedCacheStore

    /// The database at `url` (loopback, no TLS), its cache in `table`; `nil` when `url` names no host.
    public init?(url: String, table: String = "crosscut_shared_cache", logger: Logging.Logger) {
        guard let url = URLComponents(string: url), let host = url.host else { return nil }
        client = PostgresClient(
            configuration: PostgresClient.Configuration(
                host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
                database: url.path.count > 1 ? String(url.path.dropFirst()) : nil, tls: .disable),
            backgroundLogger: logger)
        store = PostgreSQLSharedCacheStore(client: client, table: table, logger: logger)
    }

    /// Runs `body` (the server) while the client runs, once the table exists, with the store
    /// purging expired rows and `concerns` following the other instances' invalidations (`applied`
    /// after each; the first says the instance listens); stops them all when `body` returns.
    public func serving(
        _ concerns: Concerns, applied: @escaping @Sendable (SharedCacheInvalidation) -> Void = { _ in },
        _ body: () async throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            try await store.migrate()
            group.addTask { try await store.run() }
            group.addTask { try await concerns.followSharedCacheInvalidations(applied: applied) }
            try await body()
        }
    }
}
// docs:end
