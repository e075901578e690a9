import Foundation

/// The `index`th ```` ```text ```` block of the `## heading` section of the DocC article `name`:
/// what an article says a reader sees, for a test to hold against what the code prints.
func articleTextBlock(_ name: String, heading: String, index: Int = 0) throws -> String {
    // This file is Tests/CrosscutTests/Support/ArticleTextBlock.swift.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let article = root.appendingPathComponent("Sources/Crosscut/Crosscut.docc/\(name).md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let section =
        text.components(separatedBy: "\n## " + heading + "\n").dropFirst().first?
        .components(separatedBy: "\n## ").first ?? ""
    let blocks = section.components(separatedBy: "```text\n").dropFirst().map {
        $0.components(separatedBy: "\n```").first ?? ""
    }
    guard blocks.indices.contains(index) else {
        throw ArticleBlockMissing(description: "\(name).md has no text block \(index + 1) under '## \(heading)'")
    }
    return blocks[index]
}

/// The article has no such block.
struct ArticleBlockMissing: Error, CustomStringConvertible {
    var description: String
}
