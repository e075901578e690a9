import Crosscut
import Foundation
import Logging
import PostgresNIO
import QuoteDesk
import Testing

/// Two instances of the desk, as a load balancer spreads requests over them: each with its own
/// local tier, both sharing the company profiles' cache — in the PostgreSQL database of
/// `DATABASE_URL` when one is named (`Scripts/with-postgres.sh` starts one; CI always does), each
/// instance over a client of its own on a table of the test's own, else in one process's memory.
///
/// `body` runs while the second instance follows the invalidations of the shared store; `heard`
/// yields each once that instance has applied it, the first when it starts listening.
func withTwoDesks(
    _ body: (_ first: Desk, _ second: Desk, _ heard: AsyncStream<SharedCacheInvalidation>) async throws -> Void
) async throws {
    let (heard, hear) = AsyncStream.makeStream(of: SharedCacheInvalidation.self)
    let environment = ProcessInfo.processInfo.environment
    guard let url = environment["DATABASE_URL"] else {
        #expect(environment["CI"] != "true", "CI=true but DATABASE_URL is unset: run under Scripts/with-postgres.sh")
        let store = InMemorySharedCacheStore()
        let (first, second) = (
            Desk(sharedCache: SharedCache(store: store)), Desk(sharedCache: SharedCache(store: store))
        )
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await second.composer.concerns.followSharedCacheInvalidations { hear.yield($0) } }
            defer { group.cancelAll() }
            try await body(first, second, heard)
        }
        return
    }
    let table = "quote_desk_test_\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
    let logger = Logger(label: "quote-desk-tests-cache") { _ in SwiftLogNoOpLogHandler() }
    guard let firstDatabase = SharedCacheDatabase(url: url, table: table, logger: logger),
        let secondDatabase = SharedCacheDatabase(url: url, table: table, logger: logger)
    else {
        Issue.record("DATABASE_URL names no host: \(url)")
        return
    }
    let first = Desk(sharedCache: SharedCache(store: firstDatabase.store, timeout: .seconds(5)))
    let second = Desk(sharedCache: SharedCache(store: secondDatabase.store, timeout: .seconds(5)))
    try await firstDatabase.serving(first.composer.concerns) {
        try await secondDatabase.serving(second.composer.concerns, applied: { hear.yield($0) }) {
            try await body(first, second, heard)
        }
        try await firstDatabase.store.drop()
    }
}
