import Foundation
import Testing

@testable import CrosscutGenerator

/// The Annotating article's grammar and its list of concerns are the generator's own: the grammar
/// the annotation parser documents beside its code, and the concerns' descriptions in order.
@Suite struct AnnotationGrammarDocumentationTests {
    private func grammarSection() throws -> MarkdownSection {
        let text = try String(contentsOf: Documentation.article("AnnotatingProtocols"), encoding: .utf8)
        return try #require(MarkdownSection(heading: "## Grammar", in: text))
    }

    @Test func theGrammarBlockIsTheParsersDocumentedGrammar() throws {
        let source = try String(
            contentsOf: Documentation.file("Sources/CrosscutGenerator/Parser/AnnotationParser.swift"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let open = try #require(lines.firstIndex(of: "/// ```"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "/// ```"))
        let documented = lines[(open + 1)..<close].map { $0.dropFirst("/// ".count) + "\n" }.joined()
        #expect(try grammarSection().blocks.first == documented)
    }

    @Test func theConcernsAreListedInCanonicalOrder() throws {
        let text = try String(contentsOf: Documentation.article("AnnotatingProtocols"), encoding: .utf8)
        let listed = ConcernDescription.all.map { "`\($0.name)`" }.joined(separator: ", ")
        #expect(text.contains("Concerns (protocol level): \(listed)."))
    }
}
