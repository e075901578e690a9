// The Swift samples of the DocC articles (Sources/Crosscut/Crosscut.docc), compiled and run here,
// and, as a user's own tests in a package of their own, by ArticleSamplesTests (CrosscutPluginTests):
// so this folder names nothing of the other test files.
// Each region between `// docs:begin(NAME)` and `// docs:end` is shown, to the byte (less its
// indentation), by an article's code block: DocumentationSampleTests (CrosscutGeneratorTests)
// fails when the two differ, so edit the code here and copy it into the article.
import CrosscutTesting
import Testing

// docs:begin(protocol)
/// The catalog of guided meditations, served by a remote.
// @crosscut(logging, metrics, caching, retry)
protocol MeditationCatalog: Sendable {
    /// The sessions recommended for `reason`, best first.
    // @crosscut(cached(ttl: 300))
    func sessions(for reason: Reason) async throws -> [Session]
}
// docs:end

// docs:begin(service)
/// The live catalog: knows nothing of logging, metrics, caching or retry.
struct RemoteCatalog: MeditationCatalog {
    func sessions(for reason: Reason) async throws -> [Session] {
        [Session(title: "Breathe for \(reason.rawValue)")]
    }
}
// docs:end

// docs:begin(composer)
import Crosscut

/// The composition root: the one place that knows about concerns.
struct Composer {
    /// Logs to standard error; metrics and cached results in memory; `RetryStrategy.default`.
    let concerns = Concerns(logger: EventLogger(sink: ConsoleEventSink(), minimumLevel: .info))

    func makeCatalog() -> some MeditationCatalog {
        RemoteCatalog().decorated(with: concerns)   // logging → metrics → caching → retry
    }
}
// docs:end

/// The README tour's one line, in a function so that it compiles.
func tourCatalog(_ concerns: Concerns) -> some MeditationCatalog {
    // docs:begin(tour)
    let catalog = RemoteCatalog().decorated(with: concerns)   // concerns: Concerns, built once at the root
    // docs:end
    return catalog
}

// docs:begin(library)
/// The sessions of a remote library: each attempt under a deadline, retried when it fails.
// @crosscut(logging, retry, timeout)
protocol SessionLibrary: Sendable {
    func sessions(for reason: Reason) async throws -> [Session]
}
// docs:end

/// A test double that fails `failures` times, then answers.
actor FlakyLibrary: SessionLibrary {
    private var failures: Int

    init(failures: Int) { self.failures = failures }

    func sessions(for reason: Reason) async throws -> [Session] {
        if failures > 0 {
            failures -= 1
            throw LibraryUnavailable()
        }
        return [Session(title: "Breathe for \(reason.rawValue)")]
    }
}

/// What ``FlakyLibrary`` throws while it fails.
struct LibraryUnavailable: Error {}

/// A test double that never answers: it waits, in real time, until it is cancelled.
struct SilentLibrary: SessionLibrary {
    func sessions(for reason: Reason) async throws -> [Session] {
        try await Task.sleep(for: .seconds(3600))
        return []
    }
}

@Suite(.timeLimit(.minutes(1))) struct DocumentationSampleRuns {
    /// Getting started: the Composer's catalog answers through its decorators.
    @Test func composerDecoratesTheCatalog() async throws {
        let catalog = Composer().makeCatalog()
        #expect(try await catalog.sessions(for: .sleep) == [Session(title: "Breathe for sleep")])
    }

    /// Testing with CrosscutTesting: a retry waits on the manual clock until the test advances it,
    /// while the attempts' deadlines sleep on the same clock.
    @Test func retryWaitsForTheManualClock() async throws {
        // docs:begin(testing)
        let test = TestConcerns(retryStrategy: RetryStrategy(backoff: .constant(.seconds(1)), jitter: .none))
        let library = FlakyLibrary(failures: 1).decorated(with: test.concerns)   // fails once
        let call = Task { try await library.sessions(for: .sleep) }
        try await test.clock.waitForSleepers(.retryBackoff)   // the first retry is waiting…
        test.clock.advance(by: .seconds(1))                   // …and now it runs
        let sessions = try await call.value
        #expect(sessions.count == 1)
        #expect(test.events(named: "SessionLibrary.sessions(for:)").count == 1)
        #expect(test.events(named: "SessionLibrary.sessions(for:) retry").count == 1)
        // docs:end
    }

    /// Testing with CrosscutTesting: an event's level and fields, read by name; the event prints as
    /// the console line a sink would write.
    @Test func eventFieldsAreReadByName() async throws {
        // docs:begin(readingEvents)
        let test = TestConcerns()
        let library = FlakyLibrary(failures: 0).decorated(with: test.concerns)
        _ = try await library.sessions(for: .sleep)
        let event = try #require(test.events(named: "SessionLibrary.sessions(for:)").first)
        #expect(event.level == .info)
        #expect(event.data["reason"] == "sleep")
        #expect(event.data["outcome"] == "returned")
        #expect(event.data["duration_ms"] == 0.0)   // the manual clock did not move
        #expect("\(event)" == "1970-01-01T00:00:00.000Z info  SessionLibrary.sessions(for:) reason=sleep outcome=returned duration_ms=0.0")
        // docs:end
    }

    /// Testing with CrosscutTesting: an attempt times out when the test moves the clock past its
    /// deadline.
    @Test func attemptTimesOutOnTheManualClock() async throws {
        // docs:begin(timingOut)
        let test = TestConcerns(timeoutLimit: .seconds(2))
        let library = SilentLibrary().decorated(with: test.concerns)   // never answers
        let call = Task { try await library.sessions(for: .sleep) }
        try await test.clock.waitForSleepers(.timeoutDeadline)   // the attempt is under way…
        test.clock.advance(by: .seconds(2))                      // …and its deadline passes
        await #expect(throws: TimeoutError.self) { try await call.value }
        // docs:end
    }
}
