import Testing

/// What the documentation checks read and what the regenerate command writes back.
@Suite struct MarkdownSectionTests {
    private let text = """
        ## Before
        ```swift
        before
        ```
        ## Shown
        Text.
        ```swift
        input
        ```
        More text.
        ```
        first
        second
        ```
        ## After
        ```swift
        after
        ```
        """

    @Test func blocksAreTheContentsBetweenTheFencesOfTheSectionOnly() throws {
        let section = try #require(MarkdownSection(heading: "## Shown", in: text))
        #expect(section.blocks == ["input\n", "first\nsecond\n"])
        #expect(MarkdownSection(heading: "## Missing", in: text) == nil)
    }

    @Test func replacingBlocksKeepsEverythingElse() throws {
        let section = try #require(MarkdownSection(heading: "## Shown", in: text))
        #expect(section.replacingBlocks(with: section.blocks) == text)
        let replaced = section.replacingBlocks(with: ["one\ntwo\n", "three\n"])
        #expect(
            replaced
                == text.replacingOccurrences(of: "input\n", with: "one\ntwo\n")
                .replacingOccurrences(of: "first\nsecond\n", with: "three\n"))
    }
}
