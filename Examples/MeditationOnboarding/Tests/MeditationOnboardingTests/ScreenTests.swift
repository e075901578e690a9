import Testing

@testable import MeditationOnboarding

@MainActor
struct ScreenTests {
    @Test func welcomeReportsNextOnEnterOnly() {
        let screen = WelcomeScreen()
        var presses = 0
        screen.onNext = { presses += 1 }
        screen.handle(.down)
        screen.handle(.digit(1))
        #expect(presses == 0)
        screen.handle(.enter)
        #expect(presses == 1)
    }

    @Test func reasonMovesWithinBoundsAndChoosesHighlighted() {
        let screen = ReasonScreen()
        var chosen: [Reason] = []
        screen.onChoose = { chosen.append($0) }
        screen.handle(.up)
        #expect(screen.highlighted == 0)
        for _ in 0..<10 { screen.handle(.down) }
        #expect(screen.highlighted == Reason.allCases.count - 1)
        screen.handle(.up)
        screen.handle(.enter)
        #expect(chosen == [Reason.allCases[Reason.allCases.count - 2]])
    }

    @Test func reasonDigitChoosesAtOnceAndIgnoresDigitsOutOfRange() {
        let screen = ReasonScreen()
        var chosen: [Reason] = []
        screen.onChoose = { chosen.append($0) }
        screen.handle(.digit(9))
        #expect(chosen.isEmpty)
        screen.handle(.digit(2))
        #expect(chosen == [.lessStress])
        #expect(screen.frame.lines[1] == Frame.Line("> 2. Feel less stressed", style: .selected))
    }

    @Test func reasonHasAtLeastFourChoices() {
        #expect(Reason.allCases.count >= 4)
        #expect(ReasonScreen().frame.lines.count == Reason.allCases.count)
    }

    @Test func ageChangesThroughTheManagerAndStopsAtBounds() {
        let manager = BoundedAgeManager(age: 17, bounds: 16...18)
        let screen = AgeScreen(ageManager: manager)
        var redraws = 0
        screen.onNeedsDisplay = { redraws += 1 }
        screen.handle(.up)
        screen.handle(.up)
        #expect(screen.age == 18)
        #expect(manager.age == 18)
        #expect(redraws == 1)
        #expect(screen.frame.lines.contains(Frame.Line("That is as far as it goes.", style: .muted)))
        screen.handle(.down)
        screen.handle(.down)
        screen.handle(.down)
        #expect(screen.age == 16)
        var confirmed: [Int] = []
        screen.onNext = { confirmed.append($0) }
        screen.handle(.enter)
        #expect(confirmed == [16])
    }

    @Test func boundedManagerClampsItsStartAndReportsOnlyChanges() {
        let manager = BoundedAgeManager(age: 150, bounds: 16...99)
        var changes: [Int] = []
        manager.onAgeChange = { changes.append($0) }
        #expect(manager.age == 99)
        manager.increase()
        manager.decrease()
        #expect(changes == [98])
    }

    @Test func recapShowsAnswersAndRecommendations() {
        let screen = RecapScreen(answers: Answers(reason: .sleepBetter, age: 34))
        #expect(screen.frame.lines.map(\.text).contains("Finding sessions for you…"))
        screen.recommendations = .sessions([Session(title: "Body scan for sleep", minutes: 20)])
        let texts = screen.frame.lines.map(\.text)
        #expect(texts.contains("You want to: Sleep better"))
        #expect(texts.contains("Your age: 34"))
        #expect(texts.contains("  1. Body scan for sleep · 20 min"))
    }

    @Test func recapReportsFinishAndBack() {
        let screen = RecapScreen()
        var events: [String] = []
        screen.onFinish = { events.append("finish") }
        screen.onBack = { events.append("back") }
        screen.handle(.back)
        screen.handle(.up)
        screen.handle(.enter)
        #expect(events == ["back", "finish"])
    }
}
