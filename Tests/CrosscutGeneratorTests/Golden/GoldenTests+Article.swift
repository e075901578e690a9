import Foundation
import Testing

extension GoldenTests {
    /// A section of the article "The generated code" and the golden it shows.
    struct ArticleSection: Sendable, CustomTestStringConvertible {
        var heading: String
        var golden: String

        var testDescription: String { golden }

        static let all = [
            ArticleSection(heading: "## The generated code, in full", golden: "MeditationCatalog"),
            ArticleSection(heading: "## A member shared across instances", golden: "SharedQuotes"),
        ]
    }

    /// Each section of the article "The generated code" (`TheGeneratedCode.md` in the DocC catalog)
    /// shows its golden `Name.swift` and, to the byte, what the generator writes for it; the
    /// regenerate command rewrites both blocks.
    @Test(arguments: ArticleSection.all)
    func articleShowsWhatTheGeneratorWrites(_ shown: ArticleSection) throws {
        let article = Documentation.article("TheGeneratedCode")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(MarkdownSection(heading: shown.heading, in: text))
        try #require(section.blocks.count == 2, "the section shows the input, then the generated file")
        let golden = Golden(name: shown.golden)
        let input = try golden.inputText()
        let generated = try #require(try golden.generate().files.first).contents
        if Golden.isRegenerating {
            try section.replacingBlocks(with: [input, generated]).write(to: article, atomically: true, encoding: .utf8)
        } else {
            let hint = "if that is meant: \(Golden.regenerateCommand)"
            expectSameText(
                section.blocks[0], input,
                "the article's \(shown.golden).swift (it shows Tests/Goldens/\(shown.golden).swift; \(hint))")
            expectSameText(section.blocks[1], generated, "the article's \(shown.golden)+Crosscut.swift (\(hint))")
        }
    }
}
