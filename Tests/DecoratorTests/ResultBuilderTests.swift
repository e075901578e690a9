import Crosscut
import CrosscutTesting
import Testing

struct LiveLetter: Letter {
    func greeting(for name: String) -> String {
        "Dear"
        name
    }

    var body: [String] {
        "Thank you."
        "See you soon."
    }

    static func footer() -> [String] {
        "Yours,"
        "Crosscut"
    }

    func quoting(@SentenceBuilder _ sentence: () -> String) -> String { "“\(sentence())”" }
}

/// Requirements with result builders forward their results; the builders apply only in the live type.
@Suite struct ResultBuilderTests {
    @Test func decoratorsForwardWhatTheBuildersBuilt() {
        let harness = TestConcerns.harness()
        let letter = LiveLetter().decorated(withLogging: harness.concerns)
        #expect(letter.greeting(for: "Ada") == "Dear Ada")
        #expect(letter.body == ["Thank you.", "See you soon."])
        #expect(LoggingLetter<LiveLetter>.footer() == ["Yours,", "Crosscut"])
        #expect(
            letter.quoting {
                "Hello"
                "there"
            } == "“Hello there”")
        #expect(harness.callEvents == ["Letter.greeting(for:)", "Letter.body", "Letter.quoting(_:)"])
    }
}
