import Foundation
import Testing

@testable import CrosscutGenerator

/// The whole pipeline on truncated and mutated sources: it never crashes, and it either
/// generates files, reports errors, or finds nothing to decorate.
@Suite struct PipelineRobustnessTests {
    /// The decorator fixtures' sources, and the articles' domain: real annotated protocols covering
    /// every construct.
    static let fixtures: [SourceFile] = ["Fixtures", "Documentation/Domain"].flatMap { folder in
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DecoratorTests/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            let url = directory.appendingPathComponent(name)
            return (try? String(contentsOf: url, encoding: .utf8)).map { SourceFile(path: url.path, text: $0) }
        }
    }

    private func check(_ sources: [SourceFile]) {
        let result = Generator().generate(sources)
        let problems = GeneratedOutputCheck.problems(in: result, of: sources)
        #expect(problems.isEmpty, "\(problems)")
        // By position, each note right after the diagnostic it explains.
        let heads = result.diagnostics.filter { $0.severity != .note }
        #expect(zip(heads, heads.dropFirst()).allSatisfy { $0.location <= $1.location })
        #expect(result.diagnostics.first?.severity != .note)
    }

    @Test func fixturesGenerateWithoutErrors() {
        #expect(Self.fixtures.count >= 6)
        let result = Generator().generate(Self.fixtures)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.count >= 6)
    }

    @Test func everyPrefixOfEveryFixture() {
        for fixture in Self.fixtures {
            let bytes = Array(fixture.text.utf8)
            for length in stride(from: 0, through: bytes.count, by: 3) {
                let text = String(decoding: bytes[..<length], as: UTF8.self)
                check([SourceFile(path: fixture.path, text: text)])
            }
        }
    }

    @Test func seededByteAndTokenMutations() {
        var random = SeededGenerator(seed: 2026)
        let alphabet = Array("(){}<>[],:;@/\\\"#*-=. \n\tabcXYZ_0123456789?!&".utf8)
        for round in 0..<2_000 {
            let fixture = Self.fixtures[round % Self.fixtures.count]
            var bytes = Array(fixture.text.utf8)
            for _ in 0..<(1 + random.next(below: 4)) {
                guard !bytes.isEmpty else { break }
                let index = random.next(below: bytes.count)
                switch random.next(below: 4) {
                case 0: bytes[index] = alphabet[random.next(below: alphabet.count)]
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(alphabet[random.next(below: alphabet.count)], at: index)
                default:
                    // Token mutation: delete or duplicate a run of identifier characters.
                    var end = index
                    while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
                    let run = Array(bytes[index..<end])
                    if random.next(below: 2) == 0 {
                        bytes.removeSubrange(index..<end)
                    } else {
                        bytes.insert(contentsOf: run + [UInt8(ascii: " ")], at: index)
                    }
                }
            }
            check([SourceFile(path: fixture.path, text: String(decoding: bytes, as: UTF8.self))])
        }
    }
}

extension UInt8 {
    fileprivate var isIdentifierByte: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
            || self == 0x5F
    }
}
