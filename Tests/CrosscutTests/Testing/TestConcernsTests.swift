import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// The test kit's ready `Concerns`: what a test sees is exact.
@Suite struct TestConcernsTests {
    @Test func eventsCarryTheFixedDateAndTheDurationTheManualClockMeasured() {
        let test = TestConcerns()
        let start = test.concerns.stopwatch.now()
        test.clock.advance(by: .milliseconds(250))
        test.concerns.logger.logCall(
            service: "Catalog", member: "refresh()", arguments: [:], outcome: .returned,
            duration: test.concerns.stopwatch.now() - start)
        let event = test.events(named: "Catalog.refresh()").first
        #expect(event?.timestamp == Date(timeIntervalSince1970: 0))
        #expect(event?.data["duration_ms"] == 250.0)
        #expect(test.events(named: "Catalog.other()").isEmpty)
    }

    @Test func cachedResultsExpireAfterTheDefaultTTLOnTheManualClock() {
        let test = TestConcerns(defaultTTL: .seconds(30))
        let count: MemberCache<Bool, Int> = test.concerns.memberCache(service: "Catalog", member: "count()")
        let calls = CallCounter()
        func load() -> Int {
            count.value(for: true) { calls.next() }
        }
        #expect(load() == 1)
        test.clock.advance(by: .seconds(29))
        #expect(load() == 1)
        test.clock.advance(by: .seconds(2))
        #expect(load() == 2)
    }

    @Test func retriesWaitOnTheManualClockWhenAsked() async throws {
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(5)), jitter: .none)
        let test = TestConcerns(retryStrategy: strategy)
        let calls = CallCounter()
        let call = Task {
            try await test.concerns.retrying(service: "Catalog", member: "refresh()") { () async throws in
                if calls.next() == 1 { throw FlakyError() }
            }
        }
        try await test.clock.waitForSleepers(count: 1)
        #expect(calls.value == 1)
        test.clock.advance(by: .seconds(5))
        try await call.value
        #expect(calls.value == 2)
    }
}
