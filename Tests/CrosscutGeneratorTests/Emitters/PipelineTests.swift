import Foundation
import Testing

@testable import CrosscutGenerator

/// The pipeline around the emitters: prefiltering, inheritance across files, file names, order.
/// Sources are real text; the parsing stage is the real one, watched to see which files it reads.
@Suite struct PipelineTests {
    /// `Store`, annotated, inheriting `Readable` from another file.
    private static let store = SourceFile(
        path: "/src/Store.swift",
        text: """
            // @crosscut(retry)
            protocol Store: Readable, Sendable {
                func write(_ item: Item) throws
            }
            """)

    /// The result of generating for `sources`, and the paths the parsing stage read, in order.
    private func run(_ sources: [SourceFile]) -> (GenerationResult, [String]) {
        let parsed = ParsedPaths()
        let result = Generator().generate(sources) { source in
            parsed.append(source.path)
            return Generator.parse(source)
        }
        return (result, parsed.paths)
    }

    @Test func parentsInOtherFilesAreParsedOnlyWhenNeededAndForwarded() throws {
        let readable = SourceFile(
            path: "/src/Readable.swift",
            text: """
                protocol Readable: AnyObject {
                    associatedtype Item
                    func read() -> Item
                }
                """)
        let (result, parsed) = run([Self.store, readable, SourceFile(path: "/src/View.swift", text: "struct View {}")])
        #expect(parsed == ["/src/Store.swift", "/src/Readable.swift"])
        #expect(result.diagnostics == [])
        #expect(result.files.map(\.name) == ["Store+Crosscut.swift"])
        let decorator = declaration("final class RetryingStore", in: result.files.first?.contents ?? "")
        expectSameText(declaration("typealias Item", in: decorator), "    typealias Item = Decoratee.Item")
        expectSameText(
            declaration("func read", in: decorator),
            """
                func read() -> Item {
                    decoratee.read()
                }
            """)
    }

    @Test func onlyFilesThatMayDeclareAMissingParentAreParsedAndTheirParentsInTurn() throws {
        let (result, parsed) = run([
            Self.store,
            SourceFile(path: "/src/Other.swift", text: "protocol Other {} // Readable is elsewhere"),
            SourceFile(path: "/src/Unrelated.swift", text: "protocol Unrelated {}"),
            SourceFile(
                path: "/src/Readable.swift",
                text: """
                    protocol Readable: Base {
                        associatedtype Item
                        func read() throws -> Item
                    }
                    """),
            // A comment between `protocol` and the name: the file may declare any name.
            SourceFile(path: "/src/Commented.swift", text: "protocol /* a note */ Hidden {}"),
            SourceFile(path: "/src/Base.swift", text: "protocol\n  Base {\n    func ping()\n}"),
        ])
        #expect(parsed == ["/src/Store.swift", "/src/Readable.swift", "/src/Commented.swift", "/src/Base.swift"])
        #expect(result.diagnostics == [])
        let decorator = declaration("struct RetryingStore", in: result.files.first?.contents ?? "")
        expectSameText(
            declaration("func ping", in: decorator),
            """
                func ping() {
                    decoratee.ping()
                }
            """)
    }

    @Test func declaredNamesAreASupersetOfTheDeclarations() {
        let scan = DeclaredNames(in: "protocol A {}\n/* protocol B */ let protocolC = 1; protocol `D`; typealias E = A")
        #expect(scan.protocols == ["A", "B", "D"])
        #expect(scan.typealiases == ["E"])
        #expect(!scan.mayDeclareAnyName(as: DeclaredNames.Keyword.allCases))
        #expect(DeclaredNames(in: "typealias // x\n E").mayDeclareAnyName(as: [.typealias]))
        #expect(!DeclaredNames(in: "typealias // x\n E").mayDeclareAnyName(as: [.protocol]))
        #expect(DeclaredNames(in: "struct S {}").protocols.isEmpty)
        // A keyword right after another's is read too: the name of one is not the end of the other.
        #expect(DeclaredNames(in: "/// a struct\nprotocol P {}").protocols == ["P"])
        #expect(DeclaredNames(in: "extension S: Hashable {}").mayDeclare(anyOf: ["S"], as: [.extension]))
        #expect(DeclaredNames(in: "extension S: Hashable {}").all.isEmpty)
    }

    @Test func theScanFindsTheWordsThatLaterPassesLexFor() {
        let scan = DeclaredNames(
            in: "@resultBuilder enum B {}\nstruct L: ~Copyable {}\n@_exported import M\n// @Crosscut")
        #expect(scan.mentions == [.resultBuilder, .noncopyable, .reexport, .annotation])
        #expect(DeclaredNames(in: "@crosscu ~Copy @_export @resultBuild").mentions.isEmpty)
        #expect(DeclaredNames(in: "x@crosscut").mentions == [.annotation])
    }

    @Test func aTargetWithoutAnAnnotationLeavesItsDependenciesUnscanned() {
        let module = DependencyModule(name: "M", files: [SourceFile(path: "/m/M.swift", text: "struct M {}")])
        let plain = ScannedSources([SourceFile(path: "/a/A.swift", text: "struct A {}")], dependencies: [module])
        #expect(plain.files.count == 1 && plain.annotated.isEmpty && plain.dependencies.isEmpty)
        let annotated = ScannedSources(
            [SourceFile(path: "/a/A.swift", text: "// @crosscut(logging)\nprotocol A {}")], dependencies: [module])
        #expect(annotated.files.count == 2 && annotated.annotated.map(\.path) == ["/a/A.swift"])
        #expect(annotated.dependencies.map(\.name) == ["M"] && annotated.dependencies[0].declared.all == ["M"])
    }

    @Test func filesWithoutTheMarkerAreNeverParsed() {
        let (result, parsed) = run([SourceFile(path: "/src/A.swift", text: "protocol A {}")])
        #expect(parsed.isEmpty)
        #expect(result.files.isEmpty)
    }

    @Test func oneFilePerAnnotatedInputInInputOrderWithDiagnosticsSortedByPosition() {
        let b = SourceFile(
            path: "/src/B.swift", text: "// @crosscut(logging)\nprotocol B {}\n// @crosscut(loging)\nprotocol Bad {}")
        let a = SourceFile(
            path: "/src/A.swift", text: "// @crosscut(metrix)\nprotocol Worse {}\n// @crosscut(logging)\nprotocol A {}")
        let (result, _) = run([b, a])
        #expect(result.files.map(\.name) == ["B+Crosscut.swift", "A+Crosscut.swift"])
        #expect(
            result.diagnostics.map { "\($0.location.file):\($0.location.line)" } == [
                "/src/A.swift:1", "/src/B.swift:3",
            ])
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
