import Testing

@testable import CrosscutGenerator

/// The writer's line-level choices: pieces, widths counted in `Character`s, blank lines, blocks and
/// long calls.
@Suite struct CodeWriterLineTests {
    @Test func piecesMakeOneLineAndEmptyPiecesABlankOne() {
        var writer = CodeWriter()
        writer.block("do {") { writer in
            writer.line("guard ", "ready", " else {")
            writer.line("", "")
        }
        #expect(writer.text == "do {\n    guard ready else {\n\n}\n")
    }

    @Test func widthsCountCharactersNotBytes() {
        // 110 `é`s are 220 bytes but, with the call around them, 115 characters.
        let short = [String(repeating: "é", count: 50), String(repeating: "é", count: 60)]
        var writer = CodeWriter()
        writer.call("f", short)
        #expect(writer.text == "f(\(short[0]), \(short[1]))\n")
        let long = [String(repeating: "é", count: 60), String(repeating: "é", count: 60)]
        writer = CodeWriter()
        writer.call("f", long)
        #expect(writer.text == "f(\n    \(long[0]),\n    \(long[1])\n)\n")
    }

    @Test func separatorsFollowNeitherOpeningsNorBlankLines() {
        var writer = CodeWriter()
        writer.line("#if DEBUG")
        writer.separator()
        writer.line("let a = 1")
        writer.separator()
        writer.line("#else")
        writer.separator()
        writer.line("let ä = 2")
        writer.separator()
        writer.line("#endif")
        #expect(writer.text == "#if DEBUG\nlet a = 1\n\n#else\nlet ä = 2\n\n#endif\n")
    }

    @Test func lastLineStartsAfterItsIndentation() {
        var writer = CodeWriter()
        #expect(!writer.lastLineStarts(with: "typealias"))
        writer.indented { writer in writer.line("typealias A = Decoratee.A") }
        #expect(writer.lastLineStarts(with: "typealias"))
        writer.indented { writer in writer.line("typealiasé") }
        #expect(writer.lastLineStarts(with: "typealias"))
        writer.line("let typealiasing = 1")
        #expect(!writer.lastLineStarts(with: "typealias"))
    }

    @Test func blocksIndentAndSeparatorsAvoidDoubleBlankLines() {
        var writer = CodeWriter()
        writer.block("struct S {") { writer in
            writer.separator()
            writer.line("let a = 1")
            writer.separator()
            writer.separator()
            writer.line("let b = 2")
        }
        #expect(writer.text == "struct S {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    @Test func longCallsPutOneArgumentPerLine() {
        var writer = CodeWriter()
        writer.call("f", ["a: 1", "b: 2"])
        writer.call("g", [String(repeating: "x", count: 70), String(repeating: "y", count: 70)], suffix: " {")
        #expect(
            writer.text
                == "f(a: 1, b: 2)\ng(\n    \(String(repeating: "x", count: 70)),\n    \(String(repeating: "y", count: 70))\n) {\n"
        )
    }
}
