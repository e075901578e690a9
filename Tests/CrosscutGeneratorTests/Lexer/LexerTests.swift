import CrosscutGenerator
import Testing

@Suite struct LexerTests {
    @Test func tokensCarryOffsetsAndOneBasedLinesAndColumns() {
        let lexed = lex("protocol P {\n  func f()\n}")
        let function = lexed.tokens[3]
        #expect(lexed.text(function) == "func")
        #expect(function.start == 15)
        #expect(function.end == 19)
        #expect(function.line == 2)
        #expect(function.column == 3)
        #expect(function.isAtLineStart)
        #expect(!lexed.tokens[4].isAtLineStart)
        #expect(lexed.tokens.last?.kind == .endOfFile)
    }

    @Test func columnsCountUTF8BytesAsTheCompilerDoes() {
        let lexed = lex("let é = \"ü\"; protocol P {}")
        let keyword = lexed.tokens.first { lexed.text($0) == "protocol" }
        #expect(keyword?.column == 16)  // `é` and `ü` are two bytes each
    }

    @Test func carriageReturnsEndLines() {
        let lexed = lex("a\r\nb\rc\nd")
        #expect(lexed.tokens.dropLast().map(\.line) == [1, 2, 3, 4])
    }

    @Test func nestedBlockCommentsAreSkippedWhole() {
        #expect(tokenTexts("/* a /* protocol X { */ } */ struct S {}") == ["struct", "S", "{", "}"])
        #expect(tokenTexts("x /**/ y // protocol Z {\n z") == ["x", "y", "z"])
    }

    @Test func unterminatedBlockCommentIsReportedAndStopsTheLexer() {
        let lexed = lex("a\n  /* /* */ protocol P {}")
        #expect(lexed.tokens.dropLast().map(lexed.text) == ["a"])
        #expect(lexed.diagnostics.map { position($0.location) } == ["2:3"])
        #expect(lexed.diagnostics.first?.message == "unterminated '/*' comment; close it with '*/'")
    }

    @Test func singleLineStringsHideBracesAndKeywords() {
        #expect(
            tokenTexts(#"let s = "protocol P { \" }" + x"#) == ["let", "s", "=", #""protocol P { \" }""#, "+", "x"])
    }

    @Test func multiLineStringsMayHoldQuotesAndLines() {
        let source = "let s = \"\"\"\n  \"protocol\" {\n  \"\" }\n  \"\"\"\nnext"
        let texts = tokenTexts(source)
        #expect(texts.count == 5)
        #expect(texts.last == "next")
        #expect(lex(source).tokens[4].line == 5)
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() {
        #expect(tokenTexts(##"a #"x "y" \(z) {"# b"##) == ["a", ##"#"x "y" \(z) {"#"##, "b"])
        #expect(tokenTexts(###"a ##"x "# "## b"###) == ["a", ###"##"x "# "##"###, "b"])
        #expect(tokenTexts("a #\"\"\"\n\"\"\" \"\"\"#\nb").count == 3)
    }

    /// Each source here compiles with `swiftc -parse` (Swift 6.3.1).
    @Test func rawStringsOpeningWithThreeQuotesAreOneLineWhenTheirDelimiterClosesTheLine() {
        #expect(tokenTexts(##"a = #"""# + b"##) == ["a", "=", ##"#"""#"##, "+", "b"])
        #expect(tokenTexts(###"a = ##"""## + b"###) == ["a", "=", ###"##"""##"###, "+", "b"])
        #expect(tokenTexts(###"a = ##"""#"## + b"###) == ["a", "=", ###"##"""#"##"###, "+", "b"])
        #expect(
            tokenTexts(##"a = #""a"# + #"a""# + #""" "# + #"""b"""#"##) == [
                "a", "=", ##"#""a"#"##, "+", ##"#"a""#"##, "+", ##"#""" "#"##, "+", ##"#"""b"""#"##,
            ])
        let interpolated = ##"a = #"""\#(f(")")) "#"##
        #expect(tokenTexts(interpolated + "\nb") == ["a", "=", ##"#"""\#(f(")")) "#"##, "b"])
        #expect(lex(interpolated).diagnostics.isEmpty)
    }

    /// Each source here compiles with `swiftc -parse` (Swift 6.3.1).
    @Test func rawStringsOpeningWithThreeQuotesAreMultiLineOtherwise() {
        let source = "a = #\"\"\"\n  x \"# { \\#(v) \"\n  \"\"\"#\nb = ##\"\"\"\n\"#\n\"\"\"##\nc"
        let lexed = lex(source)
        #expect(
            lexed.tokens.dropLast().map(lexed.text) == [
                "a", "=", "#\"\"\"\n  x \"# { \\#(v) \"\n  \"\"\"#", "b", "=", "##\"\"\"\n\"#\n\"\"\"##", "c",
            ])
        #expect(lexed.tokens.dropLast().map(\.line) == [1, 1, 1, 4, 4, 4, 7])
        #expect(lexed.diagnostics.isEmpty)
    }

    /// `swiftc` rejects text after a multi-line literal's opening `"""` but still reads the literal
    /// as multi-line, and so does the lexer: the braces inside stay hidden.
    @Test func textAfterAnOpeningTripleQuoteKeepsTheLiteralMultiLine() {
        #expect(tokenTexts("a = #\"\"\"  \n{\n\"\"\"#\nb") == ["a", "=", "#\"\"\"  \n{\n\"\"\"#", "b"])
        #expect(tokenTexts("a = ##\"\"\"#\n{\n\"\"\"##\nb") == ["a", "=", "##\"\"\"#\n{\n\"\"\"##", "b"])
    }

    @Test func interpolationsNestParenthesesStringsAndComments() {
        let source = #"s = "a\(f("b\(c(")"))", (d) /* ) */))e" ; t"#
        #expect(tokenTexts(source) == ["s", "=", #""a\(f("b\(c(")"))", (d) /* ) */))e""#, ";", "t"])
        #expect(lex(source).diagnostics.isEmpty)
    }

    @Test func rawInterpolationNeedsItsPounds() {
        #expect(tokenTexts(##"x = #"\#(a(")")) \( "#; y"##) == ["x", "=", ##"#"\#(a(")")) \( "#"##, ";", "y"])
    }

    @Test func unterminatedSingleLineStringEndsAtTheLineBreak() {
        let lexed = lex("let s = \"open {\nprotocol P {}")
        #expect(lexed.tokens.dropLast().map(lexed.text) == ["let", "s", "=", "\"open {", "protocol", "P", "{", "}"])
        #expect(
            lexed.diagnostics.map { "\(position($0.location)) \($0.message)" } == [
                "1:9 unterminated string literal; close it with '\"'"
            ])
    }

    @Test func unterminatedMultiLineStringRunsToTheEnd() {
        let lexed = lex("x\n  #\"\"\"\nprotocol P {}")
        #expect(lexed.tokens.count == 3)
        #expect(lexed.diagnostics.first?.message == "unterminated string literal; close it with '\"\"\"#'")
        #expect(lexed.diagnostics.map { position($0.location) } == ["2:3"])
    }

    @Test func genericBracketsAndOptionalsAreSingleTokens() {
        #expect(tokenTexts("Array<Array<Int>>?") == ["Array", "<", "Array", "<", "Int", ">", ">", "?"])
        #expect(tokenTexts("(T) -> U...") == ["(", "T", ")", "->", "U", "..."])
        #expect(tokenTexts("a ||= b += c") == ["a", "||", "=", "b", "+", "=", "c"])
    }

    @Test func namesIncludeBackticksDollarsAndUnicode() {
        let lexed = lex("`default` $0 naïve `a b`")
        #expect(lexed.tokens.dropLast().map(lexed.text) == ["`default`", "$0", "naïve", "`a b`"])
        #expect(lexed.tokens.dropLast().allSatisfy { $0.kind == .identifier })
    }

    @Test func directivesAndAttributes() {
        let lexed = lex("#if os(iOS)\n@available(iOS 17, *) #elseif\n#else\n#endif")
        let kinds = lexed.tokens.dropLast().map(\.kind)
        #expect(kinds.first == .pound)
        #expect(kinds.contains(.atSign))
        #expect(lexed.tokens.filter { $0.kind == .pound }.map(lexed.text) == ["#if", "#elseif", "#else", "#endif"])
    }

    @Test func regexLiteralsHideTheirBraces() {
        #expect(tokenTexts("let r = #/a{2}\"/# ; x") == ["let", "r", "=", "#/a{2}\"/#", ";", "x"])
        #expect(tokenTexts("let r = /[{\"]/ ; x") == ["let", "r", "=", "/[{\"]/", ";", "x"])
        #expect(tokenTexts("a / b / c") == ["a", "/", "b", "/", "c"])
        #expect(tokenTexts("return /\"{/") == ["return", "/\"{/"])
        #expect(lex("#!/usr/bin/env swift\nprotocol P {}").diagnostics.isEmpty)
    }

    @Test func crosscutLineCommentsAreKeptAsAnnotations() {
        let lexed = lex(
            "// @crosscut(logging)\n//@crosscut(metrics)\n// see @crosscut(x)\n// @crosscutting\nprotocol P {}")
        #expect(lexed.annotations.map(lexed.text) == ["// @crosscut(logging)", "//@crosscut(metrics)"])
        #expect(lexed.annotations.map(\.line) == [1, 2])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func crosscutInDocumentationCommentsIsSkippedWithAWarning() {
        let lexed = lex("/// @crosscut(logging)\n/* @crosscut(metrics) */\nprotocol P {}")
        #expect(lexed.annotations.isEmpty)
        #expect(lexed.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(lexed.diagnostics.map { position($0.location) } == ["1:5", "2:4"])
    }

    @Test func everyByteYieldsProgress() {
        let bytes: [UInt8] = Array(0...255)
        let lexed = lex(String(decoding: bytes, as: UTF8.self))
        #expect(lexed.tokens.last?.kind == .endOfFile)
        #expect(zip(lexed.tokens, lexed.tokens.dropFirst()).allSatisfy { $0.start <= $1.start })
    }
}
