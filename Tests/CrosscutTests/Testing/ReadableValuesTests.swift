import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// What a test prints, or a failed expectation shows, of the values it reads: the line a console
/// sink would write for an event, fields as a dictionary literal, counts by name.
@Suite struct ReadableValuesTests {
    @Test func anEventPrintsAsTheConsoleLineOfItsFields() {
        let test = TestConcerns()
        test.concerns.logger.logCall(
            service: "Catalog", member: "sessions(for:)", arguments: ["reason": "sleep"], outcome: .returned,
            duration: .milliseconds(2))
        let event = test.events(named: "Catalog.sessions(for:)").first
        #expect(
            event.map(String.init(describing:))
                == "1970-01-01T00:00:00.000Z info  Catalog.sessions(for:) reason=sleep outcome=returned duration_ms=2.0"
        )
        #expect(event.map { "\($0.data)" } == #"["reason": sleep, "outcome": returned, "duration_ms": 2.0]"#)
    }

    @Test func emptyFieldsPrintAsAnEmptyDictionary() {
        #expect("\(EventData())" == "[:]")
    }

    @Test func cacheStatisticsPrintEveryCountByName() {
        var statistics = CacheStatistics()
        statistics.hits = 3
        statistics.misses = 1
        #expect("\(statistics)" == "hits=3 misses=1 coalesced=0 evictions=0 expirations=0 invalidations=0")
    }

    @Test func aTracedCallPrintsItsSpanNameAndArguments() {
        let call = TracedCall(service: "Catalog", member: "sessions(for:)", arguments: ["reason": "sleep"])
        #expect("\(call)" == #"Catalog.sessions(for:) ["reason": sleep]"#)
    }
}
