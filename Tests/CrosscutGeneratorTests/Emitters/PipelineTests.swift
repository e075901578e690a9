import Foundation
import Testing

@testable import CrosscutGenerator

/// The pipeline around the emitters: prefiltering, inheritance across files, file names, order.
@Suite struct PipelineTests {
    private static let parent = Build.proto(
        "Readable", nil, inherits: ["AnyObject"],
        members: [Build.associatedType("Item"), Build.function("read", returns: "Item", throws: .throws)])
    private static let child = Build.proto(
        "Store", ["logging", "retry"], inherits: ["Readable", "Sendable"],
        members: [Build.function("write", [Build.parameter("_", "item", "Item")], throws: .throws)])

    private func run(_ files: [(path: String, text: String, model: SourceModel)]) -> (GenerationResult, [String]) {
        let parsed = ParsedPaths()
        let result = Generator().generate(files.map { SourceFile(path: $0.path, text: $0.text) }) { source in
            parsed.append(source.path)
            return (files.first { $0.path == source.path }!.model, [])
        }
        return (result, parsed.paths)
    }

    @Test func parentsInOtherFilesAreParsedOnlyWhenNeededAndForwarded() throws {
        let (result, parsed) = run([
            (
                "/src/Store.swift", "// @crosscut(logging, retry) protocol Store",
                SourceModel(file: "/src/Store.swift", protocols: [Self.child])
            ),
            (
                "/src/Readable.swift", "protocol Readable",
                SourceModel(file: "/src/Readable.swift", protocols: [Self.parent])
            ),
            ("/src/View.swift", "struct View {}", SourceModel(file: "/src/View.swift")),
        ])
        #expect(parsed == ["/src/Store.swift", "/src/Readable.swift"])
        #expect(result.diagnostics == [])
        let text = try #require(result.files.first).contents
        #expect(result.files.map(\.name) == ["Store+Crosscut.swift"])
        #expect(text.contains("final class LoggingStore<Decoratee: Store>: Store {"))
        #expect(text.contains("typealias Item = Decoratee.Item"))
        #expect(text.contains("func read() throws -> Item {"))
        #expect(text.contains("member: \"read()\""))
    }

    @Test func onlyFilesThatMayDeclareAMissingParentAreParsedAndTheirParentsInTurn() throws {
        let base = Build.proto("Base", nil, members: [Build.function("ping")])
        let readable = Build.proto(
            "Readable", nil, inherits: ["Base"],
            members: [Build.associatedType("Item"), Build.function("read", returns: "Item", throws: .throws)])
        let hidden = Build.proto("Hidden", nil, members: [])
        let (result, parsed) = run([
            (
                "/src/Store.swift", "// @crosscut(logging, retry) protocol Store",
                SourceModel(file: "/src/Store.swift", protocols: [Self.child])
            ),
            (
                "/src/Other.swift", "protocol Other {} // Readable is elsewhere",
                SourceModel(file: "/src/Other.swift", protocols: [Build.proto("Other", nil, members: [])])
            ),
            ("/src/Unrelated.swift", "protocol Unrelated {}", SourceModel(file: "/src/Unrelated.swift")),
            (
                "/src/Readable.swift", "protocol Readable: Base",
                SourceModel(file: "/src/Readable.swift", protocols: [readable])
            ),
            (
                "/src/Commented.swift", "protocol /* a note */ Hidden",
                SourceModel(file: "/src/Commented.swift", protocols: [hidden])
            ),
            ("/src/Base.swift", "protocol\n  Base", SourceModel(file: "/src/Base.swift", protocols: [base])),
        ])
        #expect(
            parsed == ["/src/Store.swift", "/src/Readable.swift", "/src/Commented.swift", "/src/Base.swift"])
        #expect(result.diagnostics == [])
        let text = try #require(result.files.first).contents
        #expect(text.contains("func ping() {"))
        #expect(text.contains("func read() throws -> Item {"))
    }

    @Test func declaredNamesAreASupersetOfTheDeclarations() {
        let scan = DeclaredNames(in: "protocol A {}\n/* protocol B */ let protocolC = 1; protocol `D`; typealias E = A")
        #expect(scan.protocols == ["A", "B", "D"])
        #expect(scan.typealiases == ["E"])
        #expect(!scan.mayDeclareAnyName)
        #expect(DeclaredNames(in: "typealias // x\n E").mayDeclareAnyName)
        #expect(DeclaredNames(in: "struct S {}").protocols.isEmpty)
    }

    @Test func filesWithoutTheMarkerAreNeverParsed() {
        let (result, parsed) = run([
            (
                "/src/A.swift", "protocol A {}",
                SourceModel(file: "/src/A.swift", protocols: [Build.proto("A", nil, members: [])])
            )
        ])
        #expect(parsed.isEmpty)
        #expect(result.files.isEmpty)
    }

    @Test func oneFilePerAnnotatedInputInInputOrderWithSortedDiagnostics() {
        let b = SourceModel(file: "/src/B.swift", protocols: [Build.proto("B", ["logging"], members: [])])
        let a = SourceModel(
            file: "/src/A.swift",
            protocols: [
                Build.proto("A", ["logging"], members: []), Build.proto("Bad", ["loging"], members: [], line: 9),
                Build.proto("Worse", ["metrix"], members: [], line: 5),
            ])
        let (result, _) = run([("/src/B.swift", "@crosscut", b), ("/src/A.swift", "@crosscut", a)])
        #expect(result.files.map(\.name) == ["B+Crosscut.swift", "A+Crosscut.swift"])
        #expect(result.diagnostics.map(\.location.line) == [4, 8])
        #expect(result.hasErrors)
    }

    @Test func byteSearchFindsTheMarkerAnywhere() {
        let file = { (text: String) in SourceFile(path: "/a/A.swift", text: text) }
        #expect(file("x\n// @crosscut(logging)").containsAnnotation())
        #expect(!file("// @crosscu").containsAnnotation())
        #expect(file("é @crosscut").containsAnnotation())
        #expect(Generator.baseName(of: "/a/b/Catalog.swift") == "Catalog")
    }
}

/// The paths the pipeline parsed, in the order it parsed them (it may parse on several threads).
private final class ParsedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ path: String) { lock.withLock { recorded.append(path) } }

    var paths: [String] { lock.withLock { recorded } }
}
