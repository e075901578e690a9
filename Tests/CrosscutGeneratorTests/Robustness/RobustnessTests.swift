import CrosscutGenerator
import Testing

/// Truncated and mutated sources: the lexer and parser must finish on every one (a crash or an
/// endless loop fails the run) and report only positions that exist in the source.
@Suite struct RobustnessTests {
    /// Checks what any parse must satisfy, whatever the input.
    func checkInvariants(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SourceFile(path: testPath, text: text)
        let bytes = Array(text.utf8)
        let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + bytes.count(where: { $0 == 13 })
        let lexed = Lexer.tokenize(file)
        #expect(lexed.tokens.count <= bytes.count + 1, sourceLocation: sourceLocation)
        #expect(lexed.tokens.last?.kind == .endOfFile, sourceLocation: sourceLocation)
        let parsed = DeclarationParser.parse(file)
        var locations = parsed.diagnostics.map(\.location)
        for declaration in parsed.model.protocols {
            locations.append(declaration.location)
            locations += declaration.plainMembers.map(\.location)
        }
        let valid = locations.allSatisfy {
            $0.file == testPath && $0.line >= 1 && $0.line <= lineCount && $0.column >= 1
                && $0.column <= bytes.count + 1
        }
        #expect(valid, "invalid location for input: \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test(arguments: Fixtures.all.indices)
    func fixturesParseCleanlyWhenWhole(index: Int) {
        let parsed = parse(Fixtures.all[index])
        #expect(!parsed.model.protocols.isEmpty)
        checkInvariants(Fixtures.all[index])
    }

    @Test(arguments: Fixtures.all.indices)
    func everyPrefixOfEveryFixture(index: Int) {
        let bytes = Array(Fixtures.all[index].utf8)
        for length in 0...bytes.count {
            checkInvariants(String(decoding: bytes[0..<length], as: UTF8.self))
        }
    }

    @Test(arguments: 0..<4)
    func seededByteMutations(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let interesting = Array("{}()[]<>\"#/*\\@:,;.`'\n \u{0}é-=?!&".utf8)
        for round in 0..<750 {
            var bytes = Array(Fixtures.all[round % Fixtures.all.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(bytes[at], at: at)
                case 2: bytes.swapAt(at, Int.random(in: 0..<bytes.count, using: &random))
                default: bytes.insert(interesting.randomElement(using: &random)!, at: at)
                }
            }
            checkInvariants(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test(arguments: 0..<4)
    func seededTokenMutations(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
        for round in 0..<500 {
            let text = Fixtures.all[round % Fixtures.all.count]
            let lexed = lex(text)
            // Each piece is a token with the whitespace and comments after it.
            let tokens = lexed.tokens
            var pieces: [[UInt8]] = zip(tokens, tokens.dropFirst()).map { Array(lexed.bytes[$0.start..<$1.start]) }
            for _ in 0..<Int.random(in: 1...3, using: &random) where !pieces.isEmpty {
                let at = Int.random(in: 0..<pieces.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: pieces.remove(at: at)
                case 1: pieces.insert(pieces[at], at: at)
                default: pieces.swapAt(at, Int.random(in: 0..<pieces.count, using: &random))
                }
            }
            checkInvariants(String(decoding: pieces.joined(), as: UTF8.self))
        }
    }

    @Test func pathologicalNestingIsBounded() {
        let depth = 20_000
        checkInvariants(String(repeating: "struct S {", count: depth) + "protocol P {}")
        checkInvariants(String(repeating: "#if A\n", count: depth))
        checkInvariants("protocol P {" + String(repeating: "#if A\n", count: depth))
        checkInvariants(String(repeating: "\"\\(", count: depth))
        checkInvariants("let s = \"\"\"\n" + String(repeating: "\\(\"\"\"\n", count: depth))
        checkInvariants(String(repeating: "/*", count: depth))
        checkInvariants("func f(" + String(repeating: "(", count: depth))
        checkInvariants("protocol P { func f() -> " + String(repeating: "Array<", count: depth))
    }
}

extension RobustnessTests {
    @Test func longLinesOfUnclosedConstructsStayLinear() {
        // Each would be quadratic if every candidate rescanned the line.
        let count = 20_000
        checkInvariants(String(repeating: "(/[", count: count))
        checkInvariants(String(repeating: "\"\\(", count: 40) + String(repeating: "\"", count: count))
        checkInvariants(String(repeating: "`", count: count) + "x")
        checkInvariants("protocol P {" + String(repeating: "func f(x: Int = (", count: count / 10))
    }
}

extension RobustnessTests {
    /// Line and column recomputed from the offset the slow way.
    private func naivePosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset {
            let isBreak =
                bytes[index] == 10 || (bytes[index] == 13 && (index + 1 >= bytes.count || bytes[index + 1] != 10))
            if isBreak {
                line += 1
                lineStart = index + 1
            }
        }
        return (line, offset - lineStart + 1)
    }

    @Test(arguments: 0..<2)
    func tokenPositionsAgreeWithTheirOffsets(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 99)
        let interesting = Array("\r\n\"#/*`'{}\\(".utf8)
        for round in 0..<150 {
            var bytes = Array(Fixtures.all[round % Fixtures.all.count].utf8)
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(interesting.randomElement(using: &random)!, at: at)
            }
            let lexed = lex(String(decoding: bytes, as: UTF8.self))
            let mismatched = (lexed.tokens + lexed.annotations).filter { token in
                let expected = naivePosition(of: token.start, in: lexed.bytes)
                return expected.line != token.line || expected.column != token.column
            }
            #expect(
                mismatched.isEmpty,
                "positions differ for input: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
