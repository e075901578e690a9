import Crosscut
import CrosscutTesting
import Testing

/// Scenarios every shared store must pass, run over the in-memory store and over PostgreSQL.
enum SharedCacheScenarios {
    /// A computation reads price 100; the price changes to 200 and the other instance invalidates
    /// the service, as an `invalidates` member does; the computation then returns 100. Its caller
    /// gets 100, no tier of either instance keeps it, and both then serve 200. `overtaken` runs
    /// once the overtaken computation has returned, to look at the store.
    static func aValueAnInvalidationOvertookIsKeptByNoTier(
        first: SharedCacheInstance, second: SharedCacheInstance, overtaken: () async throws -> Void = {}
    ) async throws {
        let catalog = ServiceName("Catalog", module: "CrosscutTests")
        let (price, started, gate) = (Locked(100), CallCounter(), TestGate())
        try await first.followingInvalidations { heard in
            var heard = heard
            let computation = Task {
                await first.sessions().value(for: "tea") { () async -> [String] in
                    let read = price.withLock { $0 }
                    started.next()
                    await gate.wait()
                    return ["\(read)"]
                }
            }
            for _ in 0..<2_000 where started.value == 0 { try await Task.sleep(for: .milliseconds(5)) }
            try #require(started.value == 1, "the computation never started")
            price.withLock { $0 = 200 }
            await second.concerns.invalidateSharedCache(of: catalog)
            #expect(await heard.next() == .entries(service: catalog, member: nil))
            gate.open()
            #expect(await computation.value == ["100"], "the call that started first still gets its answer")
            try await overtaken()
            let current = { @Sendable () async -> [String] in ["\(price.withLock { $0 })"] }
            #expect(await second.sessions().value(for: "tea", compute: current) == ["200"])
            #expect(await first.sessions().value(for: "tea", compute: current) == ["200"])
        }
    }
}
