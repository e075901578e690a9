import Crosscut
import CrosscutTesting
import Testing

/// Standard-library parents, `where` clauses, nested generics, static storage, custom global actors.
@Suite struct ExtrasTests {
    @Test func standardParentsForwardEqualityHashingAndDescription() {
        let harness = TestConcerns.harness()
        let a = LiveToken(raw: "a").decorated(withLogging: harness.concerns)
        let b = LiveToken(raw: "a").decorated(withMetrics: harness.concerns).decorated(withLogging: harness.concerns)
        #expect(a == LiveToken(raw: "a").decorated(withLogging: harness.concerns))
        #expect(a != LiveToken(raw: "b").decorated(withLogging: harness.concerns))
        #expect(Set([a, a]).count == 1)
        #expect(a.description == "Token(a)")
        #expect(b.raw == "a")
        #expect(a[3] == "a:3")
        #expect(a.optional(1, "xy") == 3)
        #expect(a.grouped([[1], [2, 3]]) == ["0": [1], "1": [2, 3]])
        #expect(LoggingToken<LiveToken>[2] == "tok2")
        LoggingToken<LiveToken>.prefix = "t"
        #expect(LiveToken.prefix == "t")
        LiveToken.prefix = "tok"
    }

    @Test func fractionalTTLCachesUntilItExpires() {
        let harness = TestConcerns.harness()
        let token = LiveToken(raw: "a").decorated(withCaching: harness.concerns)
        _ = token.grouped([[1]])
        _ = token.grouped([[1]])
        #expect(harness.cache.statistics.hits == 1)
        harness.clock.advance(by: .milliseconds(600))
        _ = token.grouped([[1]])
        #expect(harness.cache.statistics.misses == 2)
    }

    @DatabaseActor
    @Test func customGlobalActorDecoratorsRetryOnTheActor() async throws {
        let harness = TestConcerns.harness(maxAttempts: 2)
        let database = LiveDatabase().decorated(with: harness.concerns)
        #expect(try await database.query("select 1") == ["select 1"])
        #expect(database.name == "db")
        #expect(harness.retries("Database", "query(_:)") == 1)
        #expect(harness.callEvents.first == "Database.query(_:)")
    }
}

@Suite struct SendableClassTests {
    @Test func sendableClassDecoratorsCrossTasks() async {
        let harness = TestConcerns.harness()
        let ticker = LiveTicker().decorated(with: harness.concerns)
        let total = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<10 { group.addTask { ticker.tick() } }
            return await group.reduce(0) { max($0, $1) }
        }
        #expect(total == 10)
        #expect(harness.calls("Ticker", "tick()") == 10)
    }
}
