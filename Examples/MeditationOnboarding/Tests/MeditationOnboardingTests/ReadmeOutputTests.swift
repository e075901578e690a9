import Foundation
import Testing

/// The READMEs' (and Getting started's) `text` blocks of the example's output are what ``ScriptedRun`` prints: every line
/// of a block is a line of the run, in the run's order (a block may leave lines out), so a change
/// to what the example prints fails here until the README shows it.
struct ReadmeOutputTests {
    /// The `index`th `text` block of the `## ` section `heading` of `document` (a path from the
    /// repository's root).
    struct Block: CustomTestStringConvertible, Sendable {
        var document: String
        var heading: String
        var index = 0

        var testDescription: String { "\(document), \(heading), text block \(index + 1)" }
    }

    static let blocks = [
        Block(document: "README.md", heading: "## A ten-line tour"),
        Block(document: "Examples/MeditationOnboarding/README.md", heading: "## What you see", index: 0),
        Block(document: "Examples/MeditationOnboarding/README.md", heading: "## What you see", index: 1),
        Block(document: "Sources/Crosscut/Crosscut.docc/GettingStarted.md", heading: "## What you see", index: 0),
        Block(document: "Sources/Crosscut/Crosscut.docc/GettingStarted.md", heading: "## What you see", index: 1),
    ]

    /// The repository's root: this file is `Examples/MeditationOnboarding/Tests/<target>/<file>`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: blocks) func blockShowsLinesTheRunPrints(_ block: Block) async throws {
        let text = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent(block.document), encoding: .utf8)
        let blocks = Self.textBlocks(in: text, under: block.heading)
        try #require(blocks.indices.contains(block.index), "the section has \(blocks.count) text blocks")
        let shown = blocks[block.index]
        #expect(!shown.isEmpty)
        let printed = try await ScriptedRun().printed
        var unread = printed[...]
        for line in shown {
            guard let match = unread.firstIndex(of: line) else {
                Issue.record(
                    """
                    \(block.document) shows a line the run does not print (after the block's lines before it):
                    \(line)
                    The run (onboarding \(ScriptedRun.arguments.joined(separator: " ")), events at a fixed date) prints:
                    \(printed.joined(separator: "\n"))
                    """)
                return
            }
            unread = unread[(match + 1)...]
        }
    }

    /// The lines of each ```` ```text ```` block of the `## ` section `heading` of the Markdown `text`.
    static func textBlocks(in text: String, under heading: String) -> [[String]] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { return [] }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        var blocks: [[String]] = []
        var open: [String]?
        for line in section {
            if line == "```", let block = open {
                blocks.append(block)
                open = nil
            } else if open != nil {
                open?.append(line)
            } else if line == "```text" {
                open = []
            }
        }
        return blocks
    }
}
