import Testing

@testable import CrosscutGenerator

/// A decorator's member repeats its requirement's attributes but result builders, and returns
/// explicitly where the requirement has one, so that the compiler neither warns about the builder
/// nor applies it to the forwarding body.
@Suite struct ResultBuilderAttributeTests {
    private static let letter = SourceFile(
        path: "/app/Letter.swift",
        text: """
            // @crosscut(logging)
            protocol Letter {
                @MainActor @SentenceBuilder @discardableResult func greeting(for name: String) -> String
                @available(macOS 14, *) @Text.Lines var body: [String] { get }
                @Lines static func footer() -> [String]
                @Tagged<Int> func plain() -> Int
                func quoting(@SentenceBuilder _ sentence: () -> String) -> String
            }
            """)

    private static let lines = SourceFile(
        path: "/app/Lines.swift",
        text: """
            // @resultBuilder struct Commented {}
            let quoted = "@resultBuilder struct Quoted {}"
            @resultBuilder
            @available(macOS 10.15, *)
            public enum `Lines`<Line> {}
            """)

    /// The generated file's lines.
    private func generatedLines(_ sources: [SourceFile]) throws -> [String] {
        let result = Generator().generate(sources)
        #expect(result.diagnostics == [])
        return try #require(result.files.first).contents.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The lines of the first declaration starting with `head`, from the blank line before its
    /// attributes through `count` lines after the head.
    private func declaration(_ head: String, in lines: [String], through count: Int = 0) throws -> [String] {
        let index = try #require(lines.firstIndex { $0.hasPrefix("    " + head) })
        let blank = try #require(lines[..<index].lastIndex(of: ""))
        return Array(lines[blank...(index + count)])
    }

    @Test func resultBuildersAreDroppedAndOtherAttributesRepeated() throws {
        let lines = try generatedLines([Self.letter, Self.lines])
        #expect(
            try declaration("func greeting", in: lines) == [
                "", "    @MainActor", "    @discardableResult", "    func greeting(for name: String) -> String {",
            ])
        #expect(
            try declaration("var body", in: lines) == ["", "    @available(macOS 14, *)", "    var body: [String] {"])
        #expect(
            try declaration("static func footer", in: lines, through: 2) == [
                "", "    static func footer() -> [String] {", "        return Decoratee.footer()", "    }",
            ])
        #expect(try declaration("func plain", in: lines) == ["", "    @Tagged<Int>", "    func plain() -> Int {"])
        #expect(
            try declaration("func quoting", in: lines) == [
                "", "    func quoting(@SentenceBuilder _ sentence: () -> String) -> String {",
            ])
    }

    @Test func anAttributeNamedOtherwiseIsABuilderOnlyWhenTheTargetDeclaresIt() throws {
        let lines = try generatedLines([Self.letter])
        #expect(
            try declaration("static func footer", in: lines, through: 2) == [
                "", "    @Lines", "    static func footer() -> [String] {", "        Decoratee.footer()", "    }",
            ])
    }

    @Test func declaredResultBuildersAreTheTypesAfterTheAttributeOutsideCommentsAndStrings() {
        let plain = SourceFile(path: "/app/Plain.swift", text: "@resultBuilder")
        #expect(DeclaredResultBuilders.names(in: [Self.letter, Self.lines, plain]) == ["Lines"])
    }
}
