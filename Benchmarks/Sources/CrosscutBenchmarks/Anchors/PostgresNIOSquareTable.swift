import Foundation
import PostgresNIO

/// The shared cache a user writes by hand over postgres-nio, in the same table as Crosscut's
/// store: look the key up, decode the JSON value, and on a miss compute, encode and upsert it.
/// No local tier, no bound on the store's time, no failure handling.
///
/// Only `square(_:)` is cached; `localSquare(_:)` forwards.
struct PostgresNIOSquareTable<Decoratee: SquareTable>: SquareTable {
    let decoratee: Decoratee
    let database: BenchmarkDatabase

    func square(_ value: Int) async throws -> Int {
        let key = "by-hand.square:\(value)"
        let rows = try await database.client.query(
            "SELECT value FROM \(unescaped: database.table) WHERE key = \(key) AND expires_at > now()")
        for try await bytes in rows.decode(Data.self) {
            return try JSONDecoder().decode(Int.self, from: bytes)
        }
        let result = try await decoratee.square(value)
        let bytes = try JSONEncoder().encode(result)
        try await database.client.query(
            """
            INSERT INTO \(unescaped: database.table) (key, service, member, value, expires_at)
            VALUES (\(key), 'by-hand', 'square', \(bytes), now() + interval '1 hour')
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
            """)
        return result
    }

    func localSquare(_ value: Int) async throws -> Int {
        try await decoratee.localSquare(value)
    }
}
