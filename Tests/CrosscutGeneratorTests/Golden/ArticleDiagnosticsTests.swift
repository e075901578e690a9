import CrosscutGenerator
import Foundation
import Testing

/// The annotated protocols of "Annotating protocols" go through the generator: the examples of
/// valid annotations give no diagnostic, and the example of what is diagnosed gives, to the byte,
/// the diagnostics the article prints.
@Suite struct ArticleDiagnosticsTests {
    static func section(_ heading: String) throws -> MarkdownSection {
        let text = try String(contentsOf: Documentation.article("AnnotatingProtocols"), encoding: .utf8)
        return try #require(MarkdownSection(heading: heading, in: text), "no section \(heading)")
    }

    @Test(arguments: ["## Overview", "## Member level: the options"])
    func validExamplesGiveNoDiagnostic(_ heading: String) throws {
        let protocols = try Self.section(heading).blocks.filter { $0.contains("protocol ") }
        try #require(!protocols.isEmpty)
        for source in protocols {
            let result = Generator().generate([SourceFile(path: "/app/Example.swift", text: source)])
            #expect(result.diagnostics.map(\.description) == [], "\(heading): \(source)")
            #expect(!result.files.isEmpty)
        }
    }

    @Test func diagnosedExampleGivesThePrintedDiagnostics() throws {
        let blocks = try Self.section("## What is diagnosed").blocks
        try #require(blocks.count >= 2, "the section shows Catalog.swift, then what the build prints")
        let path = "/Users/me/MeditationApp/Sources/Onboarding/Catalog.swift"
        let result = Generator().generate([SourceFile(path: path, text: blocks[0])])
        let printed = result.diagnostics.map { $0.description + "\n" }.joined()
        expectSameText(blocks[1], printed, "the diagnostics the article prints for Catalog.swift")
    }
}
