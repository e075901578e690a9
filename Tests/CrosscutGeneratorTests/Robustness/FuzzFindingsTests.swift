import Foundation
import Testing

@testable import CrosscutGenerator

/// The fuzzer's seeds and findings (`Scripts/fuzz-generator.sh`) through the whole pipeline, held to
/// what the fuzzer holds every input to (``GeneratedOutputCheck``): the inputs it once broke the
/// generator with stay fixed, and every Swift file of the tests and examples it starts from passes.
@Suite struct FuzzFindingsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The inputs in `Fuzzing/Findings/`, by name.
    static let findings: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fuzzing/Findings").path))
        ?? []).sorted()

    @Test func theFindingsAreKept() {
        #expect(Self.findings.count >= 2)
    }

    @Test(arguments: findings)
    func aFindingNoLongerBreaksTheOutput(name: String) throws {
        let input = try Data(contentsOf: Self.root.appendingPathComponent("Fuzzing/Findings/\(name)"))
        let problems = GeneratedOutputCheck.problems(generatingFrom: Array(input))
        #expect(problems.isEmpty, "\(problems)")
    }

    /// An attribute the decorators repeat (`@available`) with a bracket nothing pairs is an error at
    /// the bracket, and the protocol is not decorated (found by PipelineRobustnessTests' mutations).
    @Test func anUnpairedBracketInAProtocolsAttributeIsAnError() {
        let source = """
            @available(macOS 14].0, *)
            // @crosscut(logging)
            protocol Queue: Sendable {
                func run()
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/Queue.swift", text: source)])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "/app/Queue.swift:1:20: error: unpaired ']' in the arguments of 'available'; pair it or remove it"
            ])
    }

    /// A protocol the parser reports an error in is not decorated: what it read may not be what
    /// the compiler reads (the first finding: a property whose type never closes its parenthesis).
    @Test func aProtocolWithASyntaxErrorIsNotDecorated() {
        let source = """
            // @crosscut(logging)
            protocol Counter {
                var value: Array(Int { get }
                func reset()
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/Counter.swift", text: source)])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "/app/Counter.swift:3:21: error: expected ')' to close this '('; the type's brackets are unbalanced"
            ])
    }

    /// An error the lexer reports inside a protocol stops it being decorated as the parser's do (a
    /// mutation test's finding: a result type with a stray quote).
    @Test func aProtocolWithALexicalErrorIsNotDecorated() {
        let source = """
            // @crosscut(logging)
            protocol Greeter {
                func greeting(for name: String) -> St"ing
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/Greeter.swift", text: source)])
        #expect(result.files.isEmpty)
        #expect(result.hasErrors)
    }

    /// Syntax errors the fuzzer found around a protocol or in it: each is reported, and the
    /// protocol is not decorated.
    @Test(arguments: [
        (
            "#if canImport(   }\n// @crosscut(logging)\nprotocol P { func f() }\n#endif\n",
            "/app/P.swift:1:18: error: unexpected '}' in the '#if' condition"
        ),
        (
            "#if DEBUG\n// @crosscut(logging)\nprotocol P { func f() }\n",
            "/app/P.swift:1:1: error: expected '#endif' to close this '#if'"
        ),
        (
            "// @crosscut(logging)\nprotocol P {\n    func zip<T(_ value: T) -> T\n    func f<U>(_ u: U)\n}\n",
            "/app/P.swift:3:13: error: expected '>' to close this '<'"
        ),
        (
            "// @crosscut(logging)\nprotocol P {\n    var value: Int { get throws([Never)) }\n}\n",
            "/app/P.swift:3:33: error: expected ']' to close this '['; the type's brackets are unbalanced"
        ),
        (
            "protocol Parent {\n    func describe() -> St(ing\n}\n// @crosscut(logging)\nprotocol P: Parent {}\n",
            "/app/P.swift:5:1: error: in 'Parent', which 'P' inherits: 'Parent' has a syntax error (reported at it), "
                + "so its requirements cannot be read and forwarded; fix it"
        ),
    ])
    func aSyntaxErrorAroundAProtocolStopsItsDecoration(source: String, error: String) {
        let result = Generator().generate([SourceFile(path: "/app/P.swift", text: source)])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.description).contains(error), "\(result.diagnostics)")
    }

    /// An import under a malformed `#if` is not copied into the generated file: its condition is
    /// not what the compiler reads (found by PipelineRobustnessTests' seeded mutations).
    @Test func anImportUnderAMalformedConditionIsLeftOut() {
        let source = """
            #if canImport(Dispat}h)
                import Dispatch
            #endif
            // @crosscut(logging)
            protocol P {
                func f()
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/P.swift", text: source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "/app/P.swift:1:21: error: unexpected '}' in the '#if' condition"
            ])
        let contents = result.files.first?.contents ?? ""
        #expect(contents.contains("struct LoggingP<"))
        #expect(!contents.contains("Dispat"))
    }

    /// What those errors must not catch: conditions over several lines, nested generics.
    @Test func wellFormedConditionsAndGenericsAreStillDecorated() {
        let source = """
            #if os(Linux) && (
                DEBUG || canImport(Foundation, _version: 1.2))
            // @crosscut(logging)
            protocol P {
                func f<T: Collection<Array<Int>>>(_ value: T) -> [T]
            }
            #endif
            """
        let result = Generator().generate([SourceFile(path: "/app/P.swift", text: source)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files.count == 1)
    }

    /// A closed string in a condition (`_version: "1.2"`) is copied into the generated `#if`; an
    /// unclosed one, which the lexer reports, is an error at it and the protocol under it is left
    /// undecorated (the fuzzer's stray-bytes finding).
    @Test func aClosedStringInAConditionIsCopiedAndAnUnclosedOneIsAnError() {
        let closed = """
            #if canImport(Foundation, _version: "1.2")
            // @crosscut(logging)
            protocol P { func f() }
            #endif
            """
        let copied = Generator().generate([SourceFile(path: "/app/P.swift", text: closed)])
        #expect(copied.diagnostics.isEmpty, "\(copied.diagnostics)")
        #expect(copied.files.first?.contents.contains("#if canImport(Foundation, _version: \"1.2\")\n") == true)

        let unclosed =
            "#if canImport(Foundation, _version: \"1.2)\n// @crosscut(logging)\nprotocol P { func f() }\n#endif\n"
        let reported = Generator().generate([SourceFile(path: "/app/P.swift", text: unclosed)])
        #expect(reported.files.isEmpty)
        #expect(
            reported.diagnostics.map(\.description).contains(
                "/app/P.swift:1:37: error: unexpected '\"1.2)' in the '#if' condition"),
            "\(reported.diagnostics)")
    }

    @Test func everySeedGeneratesSoundOutput() throws {
        let seeds = ["Tests", "Examples"].flatMap { folder in
            FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)?
                .compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }
                .map { "\(folder)/\($0)" } ?? []
        }
        #expect(seeds.count > 100)
        for seed in seeds {
            let input = try Data(contentsOf: Self.root.appendingPathComponent(seed))
            let problems = GeneratedOutputCheck.problems(generatingFrom: Array(input))
            #expect(problems.isEmpty, "\(seed): \(problems)")
        }
    }
}
