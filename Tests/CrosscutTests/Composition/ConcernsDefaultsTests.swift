import Crosscut
import CrosscutTesting
import Testing

@Suite struct ConcernsDefaultsTests {
    @Test func concernsWithoutArgumentsUseTheDefaultParts() {
        let concerns = Concerns()
        #expect(concerns.logger.sink is ConsoleEventSink)
        #expect(concerns.logger.minimumLevel == .info)
        #expect(concerns.metrics is InMemoryMetricsRecorder)
        #expect(concerns.cache is InMemoryCacheStore)
        #expect(concerns.retryStrategy.maxAttempts == RetryStrategy.default.maxAttempts)
        #expect(concerns.retryStrategy.maxAttempts > 1)
        #expect(concerns.enabled == .all)
    }

    @Test func theDefaultPartsWorkTogether() throws {
        let concerns = Concerns(logger: EventLogger(sink: InMemoryEventSink()))
        let greeting: MemberCache<Bool, String> = concerns.memberCache(service: "Greeter", member: "greeting")
        let first = greeting.value(for: true) { "hello" }
        let second = greeting.value(for: true) { "other" }
        #expect([first, second] == ["hello", "hello"])
        let metrics = try #require(concerns.metrics as? InMemoryMetricsRecorder)
        let dimensions: Dimensions = [
            "member": "greeting", "result": "hit", "module": "CrosscutTests", "service": "Greeter",
        ]
        #expect(metrics.snapshot().counter(MetricName.cacheRequests, dimensions) == 1)
    }
}
