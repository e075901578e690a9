/// One `## ` section of a Markdown text, for reading and replacing the contents of its fenced code
/// blocks (what stands between a line opening with ```` ``` ```` and the next line that is ```` ``` ````).
struct MarkdownSection {
    private let lines: [Substring]
    /// The lines of each block's contents, between its fences.
    private let blockLines: [Range<Int>]

    /// The section of `text` headed by the line `heading`, up to the next `## ` heading; `nil` when
    /// no line is `heading`.
    init?(heading: String, in text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var blocks: [Range<Int>] = []
        var opening: Int?
        for index in (start + 1)..<end {
            if let open = opening, lines[index] == "```" {
                blocks.append((open + 1)..<index)
                opening = nil
            } else if opening == nil, lines[index].hasPrefix("```") {
                opening = index
            }
        }
        blockLines = blocks
    }

    /// Each block's contents, ending with a newline as a file does.
    var blocks: [String] {
        blockLines.map { range in lines[range].map { $0 + "\n" }.joined() }
    }

    /// The whole text with the blocks' contents replaced by `contents`, in order (each ending with
    /// a newline, as ``blocks`` are).
    func replacingBlocks(with contents: [String]) -> String {
        var result = lines
        for (range, content) in zip(blockLines, contents).reversed() {
            var replacement = content.split(separator: "\n", omittingEmptySubsequences: false)
            if replacement.last == "" { replacement.removeLast() }
            result.replaceSubrange(range, with: replacement)
        }
        return result.joined(separator: "\n")
    }
}
