import Foundation

/// Where the documentation and the code its samples show live, from the package's root.
enum Documentation {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The article `name`.md of the `Crosscut` module's DocC catalog.
    static func article(_ name: String) -> URL {
        root.appendingPathComponent("Sources/Crosscut/Crosscut.docc/\(name).md")
    }

    /// The file at `path` from the package's root.
    static func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The lines between `// docs:begin(name)` and the next `// docs:end` of `text`, less the
    /// indentation they share, each ending with a newline as a code block's ``MarkdownSection/blocks``
    /// do; `nil` when `text` has no such region.
    static func region(_ name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let begin = lines.firstIndex(where: { $0.trimmingPrefix(while: \.isWhitespace) == "// docs:begin(\(name))" }
            ),
            let end = lines[begin...].firstIndex(where: { $0.trimmingPrefix(while: \.isWhitespace) == "// docs:end" })
        else { return nil }
        let body = lines[(begin + 1)..<end]
        let indentation = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.dropFirst(min(indentation, $0.count)) + "\n" }.joined()
    }
}
