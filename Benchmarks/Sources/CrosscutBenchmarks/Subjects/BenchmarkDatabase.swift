import Crosscut
import Foundation
import PostgresNIO

/// The PostgreSQL server the shared-cache comparison reads, named by `DATABASE_URL`
/// (`Scripts/with-postgres.sh` starts one on loopback and names it): one client, running for the
/// whole program, and the table `crosscut_benchmark`.
struct BenchmarkDatabase: Sendable {
    let client: PostgresClient
    let table = "crosscut_benchmark"

    /// The server `DATABASE_URL` names, or `nil` when it names none.
    static let named: BenchmarkDatabase? = ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap {
        BenchmarkDatabase(url: $0)
    }

    private init?(url: String) {
        guard let url = URLComponents(string: url), let host = url.host else { return nil }
        client = PostgresClient(
            configuration: PostgresClient.Configuration(
                host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
                database: url.path.count > 1 ? String(url.path.dropFirst()) : nil, tls: .disable))
        Task.detached { [client] in await client.run() }
    }

    /// Crosscut's store over the table, made by its migration.
    var store: PostgreSQLSharedCacheStore {
        PostgreSQLSharedCacheStore(client: client, table: table)
    }
}
