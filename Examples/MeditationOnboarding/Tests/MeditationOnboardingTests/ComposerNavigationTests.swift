import Crosscut
import Testing

@testable import MeditationOnboarding

/// Records events, for tests that do not need the runtime's sinks.
final class EventRecorder: LogService {
    private let recorded = Locked<[Event]>([])
    var events: [Event] { recorded.withLock { $0 } }
    var names: [String] { events.map(\.name) }
    func log(_ event: Event) { recorded.withLock { $0.append(event) } }
}

/// A catalog that answers at once, counting calls.
final class CountingCatalog: MeditationCatalog {
    private let count = Locked(0)
    var calls: Int { count.withLock { $0 } }
    func sessions(for reason: Reason) async throws -> [Session] {
        count.withLock { $0 += 1 }
        return [Session(title: "For \(reason.rawValue)", minutes: 5)]
    }
}

@MainActor
struct ComposerNavigationTests {
    let recorder = EventRecorder()

    func makeComposer(catalog: CountingCatalog = CountingCatalog()) -> Composer {
        let concerns = Concerns(
            logger: Logger(service: recorder, minimumLevel: .debug, dateProvider: FixedDateProvider()),
            metrics: NoMetrics(),
            cache: NoCache(),
            retryPolicy: .none,
            enabled: [.logging]
        )
        return Composer(concerns: concerns, catalog: catalog, ageManager: BoundedAgeManager(age: 30))
    }

    @Test func screensComeInTheComposersOrderAndNavigationIsLogged() async {
        let composer = makeComposer()
        var titles: [String] = []
        composer.navigator.onDisplay = { titles.append($0.frame.title) }
        composer.start()
        for key in [Key.enter, .digit(3), .enter] { await composer.navigator.handle(key) }
        #expect(
            titles == [
                "Welcome to Stillwater", "Why do you want to meditate?", "How old are you?", "Your plan", "Your plan",
            ])
        #expect(recorder.names == ["Welcome.next", "Reason.choose", "Age.next", "RecapScreen.didAppear"])
        #expect(composer.answers == Answers(reason: .moreFocus, age: 30))
    }

    @Test func backGoesToThePreviousScreenAndTheRecapLogsItsLifecycle() async {
        let catalog = CountingCatalog()
        let composer = makeComposer(catalog: catalog)
        composer.start()
        for key in [Key.enter, .enter, .enter, .back, .enter, .enter] { await composer.navigator.handle(key) }
        #expect(
            recorder.names == [
                "Welcome.next", "Reason.choose", "Age.next", "RecapScreen.didAppear", "Recap.back",
                "RecapScreen.didDisappear", "Age.next", "RecapScreen.didAppear", "Recap.finish",
            ])
        #expect(composer.isFinished)
        #expect(catalog.calls == 2)
        let recap = composer.navigator.visible as? RecapScreen
        #expect(recap?.recommendations == .sessions([Session(title: "For sleepBetter", minutes: 5)]))
    }

    @Test func loggingSwitchedOffLogsNothing() async {
        let concerns = Concerns(
            logger: Logger(service: recorder), metrics: NoMetrics(), cache: NoCache(), retryPolicy: .none,
            enabled: [])
        let composer = Composer(concerns: concerns, catalog: CountingCatalog(), ageManager: BoundedAgeManager())
        composer.start()
        for key in [Key.enter, .enter, .enter, .enter] { await composer.navigator.handle(key) }
        #expect(composer.isFinished)
        #expect(recorder.events.isEmpty)
    }
}

struct NoMetrics: MetricsRecorder {
    func increment(_ name: String, by amount: Int, dimensions: Dimensions) {}
    func record(_ name: String, duration: Duration, dimensions: Dimensions) {}
}

struct NoCache: CacheStore {
    func value<Value: Sendable>(
        forKey key: CacheKey, ttl: Duration?, isolation: isolated (any Actor)?, compute: () async throws -> Value
    ) async throws -> Value { try await compute() }
    func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey, ttl: Duration?, compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value { try compute() }
    func invalidate(_ key: CacheKey) {}
    func invalidate(service: String, member: String?) {}
    func invalidateAll() {}
}
