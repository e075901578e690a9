import Crosscut
import CrosscutTesting
import Testing

/// A part of the concerns set for a concern that no decorator made with them has: it changes
/// nothing, so the composer's check says so, once, and a composer's test can ask.
@Suite struct PartsNoDecoratorReadsTests {
    let events = InMemoryEventSink()

    /// Concerns that log every event into ``events``, with `timeout` and `retry` as given.
    func concerns(timeout: TimeoutPolicy = .default, retryStrategy: RetryStrategy = .default) -> Concerns {
        Concerns(
            clock: ManualClock(), logger: EventLogger(sink: events, minimumLevel: .trace), retryStrategy: retryStrategy,
            timeout: timeout)
    }

    /// The notices of parts no decorator reads, as `part: fix`.
    var notices: [String] {
        events.events.filter { $0.data["reason"] == "no_decorator_reads" }.map { event in
            "\(event.level) \(event.name): \(event.data["fix"].map { "\($0)" } ?? "no fix")"
        }
    }

    @Test func aTimeoutNoDecoratorReadsIsSaidOnceByTheComposersCheck() throws {
        let concerns = concerns(timeout: TimeoutPolicy(limit: .seconds(2)))
        let gateway = HoldingGateway().decorated(with: concerns)
        _ = try gateway.download(from: "https://example.com")
        #expect(concerns.partsNoDecoratorReads == [.timeout])
        #expect(notices.isEmpty, "calls say nothing: a composer may make a decorator that reads it later")

        #expect(concerns.checkComposition() == [.timeout])
        #expect(concerns.checkComposition() == [.timeout])
        #expect(
            notices == [
                "notice Concerns.timeout read by no decorator: annotate members with timeout, or leave Concerns.timeout at its default"
            ])
    }

    @Test func partsTheDecoratorsReadAreNoNotice() async throws {
        var concerns = concerns(
            timeout: TimeoutPolicy(limit: .seconds(2)), retryStrategy: RetryStrategy(maxAttempts: 5))
        concerns.tracer = InMemoryCallTracer()
        concerns.accessPolicy = .grantsEveryCaller
        concerns.circuitBreakers = CircuitBreakers(policy: CircuitBreakerPolicy(breakDuration: .seconds(5)))
        let everything = LiveEverything(counter: CallCounter()).decorated(with: concerns)
        #expect(concerns.partsNoDecoratorReads.isEmpty)

        let item = try await Caller.with(Caller(id: "ada")) { try await everything.fetch(3) }
        #expect(item == "item 3")
        #expect(concerns.checkComposition().isEmpty)
        #expect(notices.isEmpty)
    }

    @Test func aDecoratorMadeLaterReadsItsPartFromThen() {
        let concerns = concerns(retryStrategy: RetryStrategy(maxAttempts: 5))
        #expect(concerns.partsNoDecoratorReads == [.retryStrategy])
        _ = HoldingGateway().decorated(withRetry: concerns)
        #expect(concerns.partsNoDecoratorReads.isEmpty)
    }

    @Test func aDecoratedClosureReadsThePartOfEachConcernItTakes() async throws {
        let concerns = concerns(
            timeout: TimeoutPolicy(limit: .seconds(2)), retryStrategy: RetryStrategy(maxAttempts: 5))
        let fetch = ClosureDecorator("Feed.refresh", concerns: concerns, with: [.timeout]).decorate {
            () async throws -> Int in 1
        }
        #expect(concerns.partsNoDecoratorReads == [.retryStrategy])
        #expect(try await fetch() == 1)
    }

    @Test func aSharedCacheWithNoSharedMemberIsSaidAndOneWithAShareMemberIsNot() async throws {
        var concerns = concerns()
        concerns.sharedCache = SharedCache(store: InMemorySharedCacheStore())
        let loader = LiveLoader().decorated(with: concerns)
        #expect(concerns.partsNoDecoratorReads == [.sharedCache])
        _ = loader.modern(1)
        concerns.checkComposition()
        #expect(
            notices == [
                "notice Concerns.sharedCache read by no decorator: mark a cached member shared, cached(shared), or leave Concerns.sharedCache nil"
            ])

        _ = LiveStock().decorated(with: concerns)
        #expect(concerns.partsNoDecoratorReads.isEmpty)
    }

    @Test func defaultsAndARetryStrategyThatNeverRetriesAreNoPartSet() {
        let concerns = concerns(retryStrategy: .none)
        _ = HoldingGateway().decorated(withLogging: concerns)
        #expect(concerns.partsNoDecoratorReads.isEmpty)
    }

    @Test func testConcernsHoldEveryPartForAnyDecoratorUntilTheTestSetsOne() {
        var test = TestConcerns(retryStrategy: RetryStrategy(maxAttempts: 5), timeoutLimit: .seconds(1))
        _ = HoldingGateway().decorated(withLogging: test.concerns)
        #expect(test.concerns.partsNoDecoratorReads.isEmpty)
        test.concerns.timeout = TimeoutPolicy(limit: .seconds(2))
        #expect(test.concerns.partsNoDecoratorReads == [.timeout])
    }

    @Test func theNoticeWaitsForLogging() {
        var concerns = concerns(timeout: TimeoutPolicy(limit: .seconds(2)))
        concerns.enabled = [.metrics]
        _ = HoldingGateway().decorated(with: concerns)
        #expect(concerns.checkComposition() == [.timeout])
        #expect(notices.isEmpty)
    }
}
