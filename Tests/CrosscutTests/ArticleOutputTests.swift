import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// The "what you see" blocks of the logging and testing articles are what the code they show prints.
@Suite struct ArticleOutputTests {
    /// Logging and redaction: the sample's two events, as the console sink writes them, with the
    /// article's clock (10:00, one millisecond apart) and a fixed key.
    @Test func theLoggingArticleShowsTheConsoleLinesOfItsSample() throws {
        let sink = InMemoryEventSink()
        let dates = SteppingDates(from: Date(timeIntervalSince1970: 1_795_255_200), step: 0.001)
        let secretKey = Array(UInt8(0)..<16)
        let token = "eyJhbGciOiJIUzI1NiJ9"
        let logger = EventLogger(
            sink: sink, minimumLevel: .debug, dateProvider: dates, redaction: .hashed(key: secretKey))
        logger.log(.info, "Welcome.next", ["screen": "welcome", "step": 1])
        logger.log(.info, "Session.signIn", ["token": logger.redaction.redact(token)])
        let printed = sink.events.map(\.description).joined(separator: "\n")
        let shown = try articleTextBlock("LoggingAndRedaction", heading: "Overview")
        #expect(printed == shown, "the code prints:\n\(printed)")
    }

    /// Testing with CrosscutTesting: the message of a wait for a retry that never came, while the
    /// first attempt's deadline sleeps, after the default minute.
    @Test func theTestingArticleShowsTheMessageOfAWaitThatGaveUp() throws {
        let gaveUp = ManualClock.WaitTimedOut(
            waited: .seconds(60), purpose: .retryBackoff, count: 1,
            sleepers: [
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(10)), purpose: .timeoutDeadline)
            ],
            now: ManualClock.Instant(offset: .zero))
        #expect(
            gaveUp.description
                == (try articleTextBlock("TestingWithCrosscutTesting", heading: "Waiting for the right sleeper")))
    }
}

/// Dates that move on by `step` seconds at each reading.
private final class SteppingDates: DateProvider {
    private let next: Locked<Date>
    private let step: TimeInterval

    init(from start: Date, step: TimeInterval) {
        next = Locked(start)
        self.step = step
    }

    func now() -> Date {
        next.withLock { date in
            defer { date += step }
            return date
        }
    }
}
