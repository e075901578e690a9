import Foundation
import Testing

extension GoldenTests {
    /// The article "The generated code" (`TheGeneratedCode.md` in the DocC catalog) shows the golden
    /// `MeditationCatalog.swift` and, to the byte, what the generator writes for it; the regenerate
    /// command rewrites both blocks.
    @Test func articleShowsWhatTheGeneratorWrites() throws {
        let article = Documentation.article("TheGeneratedCode")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(MarkdownSection(heading: "## The generated code, in full", in: text))
        try #require(section.blocks.count == 2, "the section shows the input, then the generated file")
        let golden = Golden(name: "MeditationCatalog")
        let input = try golden.inputText()
        let generated = try #require(try golden.generate().files.first).contents
        if Golden.isRegenerating {
            try section.replacingBlocks(with: [input, generated]).write(to: article, atomically: true, encoding: .utf8)
        } else {
            let hint = "if that is meant: \(Golden.regenerateCommand)"
            expectSameText(
                section.blocks[0], input,
                "the article's MeditationCatalog.swift (it shows Tests/Goldens/MeditationCatalog.swift; \(hint))")
            expectSameText(section.blocks[1], generated, "the article's MeditationCatalog+Crosscut.swift (\(hint))")
        }
    }
}
