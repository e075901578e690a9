import Crosscut
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
                "How old are you?", "Your plan", "Your plan",
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
