import Crosscut

/// What the shared tier costs: a hit in a shared member's local tier, against a local-only member's
/// hit, what a cached member cost before there was a shared tier; and, when `DATABASE_URL` names a
/// PostgreSQL server, a hit in the shared store against the same lookup written by hand with
/// postgres-nio, and against one bare round trip to the server, the floor.
enum SharedCachingComparison {
    static let sharedLocalHit = "Crosscut shared member, local hit"
    static let localHit = "Crosscut local-only member, hit"
    static let sharedHit = "Crosscut shared hit in PostgreSQL"
    static let byHand = "postgres-nio by hand"
    static let floor = "floor: one round trip (SELECT 1)"
    static let sharedHitTitle = "Shared caching: a hit in PostgreSQL"

    static func makeLocalHit() -> Comparison {
        let concerns = concerns(sharing: InMemorySharedCacheStore())
        return Comparison(
            id: "shared-caching-local",
            title: "Shared caching: a local hit",
            note: "`square(_:)` is `cached(ttl: 3600, shared)` and `localSquare(_:)` `cached(ttl: 3600)`, both "
                + "async, on one `CachingSquareTable` over `InMemoryCacheStore` with a shared tier (an "
                + "`InMemorySharedCacheStore`); the calls cycle through 16 arguments, so all but the first 16 "
                + "calls of a round are hits in the local tier. Targets: \(sharedLocalHit) ≤ 1.1× the "
                + "\(localHit), no allocation.",
            variants: [
                variant(sharedLocalHit, { $0.decorated(with: concerns) }) { try await $0.square($1) },
                variant(localHit, { $0.decorated(with: concerns) }) { try await $0.localSquare($1) },
            ],
            references: [localHit],
            targets: [.ratio(sharedLocalHit, atMost: 1.1, of: localHit), .noAllocation(sharedLocalHit)]
        )
    }

    static func makeSharedHit(in database: BenchmarkDatabase) -> Comparison {
        let concerns = concerns(sharing: database.store, localCapacity: 0)
        let cached = [
            variant(sharedHit, { $0.decorated(with: concerns) }) { try await $0.square($1) },
            variant(byHand, { PostgresNIOSquareTable(decoratee: $0, database: database) }) { try await $0.square($1) },
        ]
        return Comparison(
            id: "shared-caching",
            title: sharedHitTitle,
            note: "`square(_:)` is `cached(ttl: 3600, shared)`; its local tier holds nothing (capacity 0), so every "
                + "call reads the PostgreSQL table of `PostgreSQLSharedCacheStore` on loopback, where the 16 "
                + "arguments' values were stored before the rounds. Crosscut's key is the SHA-256 digest of the "
                + "argument's JSON, its read bounded by a 5 s timeout. By hand: the same table, a key made by "
                + "interpolation, `SELECT value` and `JSONDecoder`, no bound. The floor is `SELECT 1` on the same "
                + "client. Target: \(sharedHit) ≤ 1.5× \(byHand).",
            variants: cached + [roundTrip(in: database)],
            references: [byHand, floor],
            targets: [.ratio(sharedHit, atMost: 1.5, of: byHand)],
            prepare: {
                try? await database.store.migrate()
                for variant in cached { _ = await variant.run(16) }
            }
        )
    }

    /// Concerns with caching alone on, a local tier of `localCapacity` entries and a shared tier in `store`.
    private static func concerns(sharing store: any SharedCacheStore, localCapacity: Int = 1_000) -> Concerns {
        var concerns = Fixtures.concerns(enabled: [.caching], cache: InMemoryCacheStore(capacity: localCapacity))
        concerns.sharedCache = SharedCache(store: store, timeout: .seconds(5))
        return concerns
    }

    /// `member` through the table `decorate` puts around one of its own, which counts the squares
    /// it computes: the misses.
    private static func variant<Table: SquareTable>(
        _ name: String, _ decorate: (CountingSquareTable) -> Table,
        member: @escaping @Sendable (Table, Int) async throws -> Int
    ) -> Variant {
        let base = CountingSquareTable()
        return Variant(name, tally: Tally { base.computedSquares }, run: Workload.lookUp(decorate(base), member))
    }

    /// The square after one `SELECT 1` on `database`'s client: the round trip every shared hit pays.
    private static func roundTrip(in database: BenchmarkDatabase) -> Variant {
        var variant = Variant(floor) { iterations in
            var accumulator = 0
            for index in 0..<iterations {
                let value = (index &+ accumulator) & 15
                do {
                    for try await one in try await database.client.query("SELECT 1").decode(Int32.self) {
                        accumulator &+= value &* value &* Int(one)
                    }
                } catch {
                    accumulator &-= 1
                }
            }
            return UInt64(truncatingIfNeeded: accumulator)
        }
        variant.isUndecorated = true
        return variant
    }
}
