// The samples of the article "Composing in a Composer" (Sources/Crosscut/Crosscut.docc), compiled
// here against the fixtures' AgeManager and the Getting-started MeditationCatalog (the subclass sample
// is the example package's own); the regions are checked against the article by DocumentationSampleTests.
import Foundation
import Testing

/// The remote the live catalog talks to.
struct SessionsRemote: Sendable {
    func sessions(for reason: Reason) async throws -> [Session] { [Session(title: reason.rawValue)] }
}

extension RemoteCatalog {
    init(remote: SessionsRemote) { self.init() }
}

/// The live age manager.
final class BoundedAgeManager: AgeManager {
    private(set) var age = 30
    func increase() { age = min(age + 1, 120) }
    func decrease() { age = max(age - 1, 0) }
}

/// A screen of the flow: it only calls its closures.
@MainActor final class WelcomeScreen { var onNext: (() -> Void)? }
@MainActor final class ReasonScreen { var onChoose: ((Reason) -> Void)? }
@MainActor final class AgeScreen { var onNext: ((Int) -> Void)? }

public struct Forecast: Sendable {}

@Suite struct ComposingSampleRuns {
    let remote = SessionsRemote()

    @Test func concernsAtTheRoot() async throws {
        // docs:begin(composing)
        let concerns = Concerns(
            logger: EventLogger(sink: ConsoleEventSink(), minimumLevel: .info),
            metrics: InMemoryMetricsRecorder(),
            cache: InMemoryCacheStore(capacity: 500, defaultTTL: .seconds(300)),
            retryStrategy: RetryStrategy(
                maxAttempts: 4,
                backoff: .exponential(initial: .milliseconds(200), multiplier: 2, cap: .seconds(2)),
                jitter: .full
            )
        )

        let catalog = RemoteCatalog(remote: remote).decorated(with: concerns)   // some MeditationCatalog
        let ageManager = BoundedAgeManager().decorated(with: concerns)         // some AgeManager
        // docs:end
        _ = try await catalog.sessions(for: .sleep)
        ageManager.increase()
        #expect(ageManager.age == 31)
    }

    @Test func anotherOrder() async throws {
        let concerns = Concerns()
        // docs:begin(order)
        // Count every attempt instead of every call: metrics inside retry.
        let catalog = RemoteCatalog(remote: remote)
            .decorated(withMetrics: concerns)   // innermost
            .decorated(withRetry: concerns)
            .decorated(withCaching: concerns)
            .decorated(withLogging: concerns)   // outermost: the caller's call arrives here

        // Or only some of them.
        let quiet = RemoteCatalog(remote: remote).decorated(withRetry: concerns)
        // docs:end
        _ = try await catalog.sessions(for: .sleep)
        _ = try await quiet.sessions(for: .sleep)
    }

    @Test func switches() async throws {
        // docs:begin(switches)
        var concerns = Concerns()
        concerns.enabled = [.logging, .metrics]     // no caching, no retry
        let catalog = RemoteCatalog(remote: remote).decorated(with: concerns)
        // docs:end
        #expect(!concerns.isEnabled(.caching))
        _ = try await catalog.sessions(for: .sleep)
    }

    @Test func aComposersTestAsksForPartsNoDecoratorReads() {
        // docs:begin(partsNoDecoratorReads)
        let concerns = Concerns(timeout: TimeoutPolicy(limit: .seconds(2)))
        let catalog = RemoteCatalog(remote: remote).decorated(with: concerns)
        let ageManager = BoundedAgeManager().decorated(with: concerns)
        // Neither protocol is annotated `timeout`: the limit changes nothing.
        #expect(concerns.partsNoDecoratorReads == [.timeout])
        concerns.checkComposition()   // logs `Concerns.timeout read by no decorator`
        // docs:end
        _ = (catalog, ageManager)
    }

    @MainActor @Test func closuresAreWired() {
        let flow = FlowComposer()
        flow.wire()
        flow.reason.onChoose?(.focus)
        flow.age.onNext?(40)
        #expect(flow.answers.reason == .focus)
        #expect(flow.answers.age == 40)
    }
}

/// The Composer of a flow of screens, for the closure decorators.
@MainActor final class FlowComposer {
    struct Answers {
        var reason: Reason?
        var age: Int?
    }

    let welcome = WelcomeScreen()
    let reason = ReasonScreen()
    let age = AgeScreen()
    var answers = Answers()
    let concerns = Concerns()

    func advance() {}

    func wire() {
        let remote = SessionsRemote()
        // docs:begin(closures)
        welcome.onNext = concerns.logged("Welcome.next") { [unowned self] in advance() }
        reason.onChoose = concerns.logged("Reason.choose", at: [.before, .after]) { [unowned self] (choice: Reason) in
            answers.reason = choice
            advance()
        }
        age.onNext = concerns.measured("Age.next") { [unowned self] (confirmed: Int) in
            answers.age = confirmed
            advance()
        }
        let loadSessions = concerns.retried("Catalog.sessions") { (reason: Reason) async throws in
            try await remote.sessions(for: reason)
        }

        // Every concern a closure can take, in the canonical order:
        let observed = ClosureDecorator(
            "Catalog.sessions", concerns: concerns,
            with: [.tracing, .logging, .metrics, .retry, .circuitBreaker, .timeout], timeout: .seconds(2))
        let observedLoad = observed.decorate { (reason: Reason) async throws in try await remote.sessions(for: reason) }
        // docs:end
        _ = (loadSessions, observedLoad)
    }
}

// docs:begin(weather)
import Crosscut

public protocol WeatherService: Sendable {
    func forecast(for city: String) async throws -> Forecast
}

public struct ResilientWeatherService<Decoratee: WeatherService>: WeatherService {
    public let decoratee: Decoratee
    public let concerns: Concerns
    private let forecasts: MemberCache<String, Forecast>  // by city

    public init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
        forecasts = concerns.memberCache(service: "WeatherService", member: "forecast(for:)", ttl: .seconds(600))
        concerns.noteDecorator(of: .retry)   // it reads the retry strategy
    }

    public func forecast(for city: String) async throws -> Forecast {
        try await forecasts.value(for: city) {
            try await concerns.retrying(service: "WeatherService", member: "forecast(for:)") {
                try await decoratee.forecast(for: city)
            }
        }
    }
}
// docs:end

// docs:begin(observed)
final class ObservedAgeManager: AgeManager {
    let decoratee: any AgeManager
    let concerns: Concerns

    init(_ decoratee: any AgeManager, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
    }

    var age: Int { decoratee.age }

    func increase() { observe("increase()") { decoratee.increase() } }
    func decrease() { observe("decrease()") { decoratee.decrease() } }

    private func observe(_ member: String, _ call: () -> Void) {
        let start = concerns.stopwatch.now()
        call()
        let duration = concerns.stopwatch.now() - start
        concerns.logger.logCall(
            service: "AgeManager", member: member, arguments: ["age": .int(decoratee.age)],
            outcome: .returned, duration: duration)
        concerns.metrics.recordCall(service: "AgeManager", member: member, outcome: .returned, duration: duration)
    }
}
// docs:end
