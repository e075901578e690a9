import Crosscut
import CrosscutTesting
import Testing

@testable import MeditationOnboarding

@MainActor
struct ComposerNavigationTests {
    @Test func screensComeInTheComposersOrderAndEachChangeIsDrawnOnce() async {
        let harness = OnboardingHarness(failureRate: 0)
        var titles: [String] = []
        harness.composer.navigator.onDisplay = { titles.append($0.frame.title) }
        harness.composer.start()
        await harness.press(.enter, .down, .enter, .enter)
        #expect(
            titles == [
                "Welcome to Stillwater", "Why do you want to meditate?", "Why do you want to meditate?",
                "How old are you?", "Your plan", "Your plan", "Your plan",
            ])
        #expect(harness.composer.answers == Answers(reason: .lessStress, age: 30))
    }

    @Test func backOnTheFirstQuestionReturnsToWelcome() async {
        let harness = OnboardingHarness(failureRate: 0)
        harness.composer.start()
        await harness.press(.enter, .back)
        #expect(harness.composer.navigator.visible is WelcomeScreen)
        #expect(harness.events == ["info Welcome.next", "info Reason.back"])
    }

    @Test func withEveryConcernOffNothingIsLoggedOrMeasuredAndTheFlowStillWorks() async {
        let harness = OnboardingHarness(failureRate: 0, enabled: [])
        harness.composer.start()
        await harness.press(.enter, .digit(1), .up, .enter, .enter)
        #expect(harness.composer.isFinished)
        #expect(harness.composer.answers == Answers(reason: .sleepBetter, age: 31))
        #expect(harness.log.events.isEmpty)
        #expect(harness.metrics.snapshot().counters.isEmpty)
    }
}

@MainActor
struct ComposerCheckTests {
    @Test func everyPartOfTheOnboardingsConcernsIsReadByADecorator() {
        let harness = OnboardingHarness()
        #expect(harness.log.events.isEmpty, "the composer's check says nothing")
    }

    @Test func aTracerNoProtocolIsAnnotatedForIsSaidAsTheComposerFinishes() {
        let log = InMemoryEventSink()
        var concerns = Concerns.onboarding(
            logger: EventLogger(sink: log, minimumLevel: .debug), metrics: InMemoryMetricsRecorder(), seed: 1,
            clock: InstantClock())
        concerns.tracer = InMemoryCallTracer()
        _ = Composer(
            concerns: concerns,
            catalog: RemoteCatalog(remote: SimulatedRemote(failureRate: 0, seed: 1, clock: InstantClock())),
            ageManager: BoundedAgeManager(age: 30))
        #expect(log.events.map { "\($0.level) \($0.name)" } == ["notice Concerns.tracer read by no decorator"])
    }
}

@MainActor
struct ComposerOrderTests {
    @Test func swappingReasonAndAgeIsAChangeOfOrderOnly() async {
        let composer = Composer(
            concerns: Concerns.onboarding(
                logger: EventLogger(sink: InMemoryEventSink()), metrics: NoopMetricsRecorder(), seed: 1,
                clock: InstantClock(), timesOutAttempts: false),
            catalog: RemoteCatalog(remote: SimulatedRemote(failureRate: 0, seed: 1, clock: InstantClock())),
            ageManager: BoundedAgeManager(age: 40),
            order: [.welcome, .age, .reason, .recap]
        )
        var titles: [String] = []
        composer.navigator.onDisplay = { titles.append($0.frame.title) }
        composer.start()
        for key in [Key.enter, .down, .enter, .digit(5)] { await composer.navigator.handle(key) }
        #expect(
            titles == [
                "Welcome to Stillwater", "How old are you?", "How old are you?", "Why do you want to meditate?",
                "Your plan", "Your plan", "Your plan",
            ])
        let recap = composer.navigator.visible as? RecapScreen
        #expect(recap?.answers == Answers(reason: .buildAHabit, age: 39))
        #expect(recap?.recommendations == .sessions(SessionLibrary.sessions(for: .buildAHabit)))
    }
}
