import Testing

@testable import MeditationOnboarding

struct InputTests {
    @Test func decodesArrowsEnterDigitsAndQuit() {
        var decoder = KeyDecoder()
        let keys = decoder.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x44, 0x0D, 0x33, 0x71])
        #expect(keys == [.up, .down, .back, .enter, .digit(3), .quit])
    }

    @Test func completesAnEscapeSequenceSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x5B]).isEmpty)
        #expect(decoder.decode([0x42, 0x0D]) == [.down, .enter])
    }

    @Test func ctrlCAndCtrlDQuitAndOtherBytesAreIgnored() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x03]) == [.quit])
        #expect(decoder.decode([0x04]) == [.quit])
        #expect(decoder.decode(Array("xyz".utf8)).isEmpty)
        #expect(decoder.decode([0x30]) == [.digit(0)])
    }

    @Test(arguments: [
        ("enter", Key.enter), ("  UP ", .up), ("down", .down), ("back", .back), ("left", .back),
        ("0", .digit(0)), ("1", .digit(1)), ("9", .digit(9)), ("q", .quit),
    ])
    func pipedLinesNameKeys(line: String, key: Key) {
        #expect(PipedKey.key(forLine: line) == key)
    }

    @Test(arguments: ["10", "enterr", "", "\u{1B}[A"])
    func pipedLinesThatNameNoKey(line: String) {
        #expect(PipedKey.key(forLine: line) == nil)
    }

    @Test func hintNamesTheLineEscapedAndTheVocabulary() {
        #expect(
            PipedKey.hint(forLine: "jump\u{1B}")
                == "ignored \"jump\\u{1B}\": write one key per line: enter, up, down, back, 0-9 or q"
        )
    }

    @Test func plainRendererDrawsTitleLinesAndKeys() {
        let frame = Frame(title: "T", lines: [Frame.Line("a"), Frame.Line("b", style: .selected)], keys: "Enter next")
        #expect(FrameRenderer(style: .plain).render(frame) == "\n── T ──\na\nb\n[Enter next]\n")
    }
}

struct TerminalRendererTests {
    @Test func terminalStyleClearsDrawsStylesAndCutsTheFooterToTheWidth() {
        let frame = Frame(title: "T", lines: [Frame.Line("a", style: .selected)], keys: "k")
        let text = FrameRenderer(style: .terminal).render(frame, footer: ["0123456789"], width: 10)
        #expect(text.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(text.contains("\u{1B}[1mT\u{1B}[0m"))
        #expect(text.contains("\u{1B}[7ma\u{1B}[0m"))
        #expect(text.contains("  \u{1B}[2m0123456…\u{1B}[0m\n"))
    }
}
