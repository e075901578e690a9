import Crosscut
import CrosscutTesting

@testable import MeditationOnboarding

/// The onboarding as the program builds it, but with an in-memory log, an instant clock and a
/// seeded remote, so a whole run is exact and takes no real time.
@MainActor
struct OnboardingHarness {
    let log = InMemoryEventSink()
    let metrics = InMemoryMetricsRecorder()
    let clock = InstantClock()
    let remote: SimulatedRemote
    let composer: Composer

    /// The harness of a run with `failureRate` and `seed`, for `user` (by default a guest who does
    /// not subscribe, as the program's).
    init(
        failureRate: Double = 0.5, seed: UInt64 = 3, enabled: ConcernSet = .all, user: Caller? = Caller(id: "guest")
    ) {
        var concerns = Concerns.onboarding(
            logger: EventLogger(sink: log, minimumLevel: .debug, dateProvider: FixedDateProvider()),
            metrics: metrics, seed: seed, clock: clock, timesOutAttempts: false)
        concerns.enabled.formIntersection(enabled)
        remote = SimulatedRemote(failureRate: failureRate, seed: seed, clock: clock)
        composer = Composer(
            concerns: concerns, catalog: RemoteCatalog(remote: remote), ageManager: BoundedAgeManager(age: 30),
            user: user)
    }

    /// Presses `keys` one after the other, each after the work of the one before finished.
    func press(_ keys: Key...) async {
        for key in keys { await composer.navigator.handle(key) }
    }

    /// The events as `level name`, for comparing whole sequences.
    var events: [String] { log.events.map { "\($0.level) \($0.name)" } }

    /// The recap on display, if it is.
    var recap: RecapScreen? { composer.navigator.visible as? RecapScreen }
}
