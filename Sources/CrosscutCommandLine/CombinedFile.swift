import CrosscutGenerator

/// Joins the generator's per-input files into the one file the build-tool plugin declares for a
/// whole target: one header, the merged imports, then each file's declarations in input order.
/// The files' imports under `#if` are merged with the others (see ``ImportLevels``): the compiler
/// warns about a module imported at two levels where both imports are active; and each is written
/// once, under its conditions simplified (see ``ConditionalImportBlocks``).
///
/// A target with nothing annotated gets a file with only comments: valid Swift, no warnings.
struct CombinedFile {
    /// The generator's files, each with the name of the input it was generated from.
    var files: [(name: String, contents: String)]
    /// Where the file goes, which its header says.
    var output: Generator.Output

    var contents: String {
        var imports: [ImportStatement] = []
        var conditionalImports: [String] = []
        var bodies: [String] = []
        for file in files {
            let parts = Self.split(file.contents)
            imports += parts.imports
            for block in parts.conditionalImports where !conditionalImports.contains(block) {
                conditionalImports.append(block)
            }
            bodies.append(parts.body)
        }
        guard !files.isEmpty else {
            return GeneratedHeader.line + "\n// No protocol of this target is annotated with `// @crosscut(...)`.\n"
        }
        var text = GeneratedFileHeader.lines(sourceNames: files.map(\.name), output: output).map { $0 + "\n" }.joined()
        text += "\n"
        let parsed = conditionalImports.map { ($0, ConditionalImportBlocks.imports(inBlock: $0)) }
        let resolved = ImportLevels.resolved(plain: imports, conditional: parsed.compactMap(\.1).flatMap { $0 })
        text += ImportStatement.lines(ImportStatement.merged(resolved.plain)).map { $0 + "\n" }.joined()
        text += ConditionalImportBlocks.lines(resolved.conditional, plain: resolved.plain).map { $0 + "\n" }.joined()
        text += parsed.filter { $0.1 == nil }.map { $0.0 + "\n" }.joined()
        for body in bodies {
            text += "\n" + body
        }
        return text
    }

    /// A generated file's parts: its leading imports (plain, and `#if` blocks of imports only) and
    /// the rest, without the header comment. Only the leading lines are taken apart; the body is
    /// the rest of the text as it is.
    static func split(_ contents: String) -> (imports: [ImportStatement], conditionalImports: [String], body: String) {
        let lines = LeadingLines(contents)
        var index = 0
        while let line = lines[index], line.hasPrefix("//") { index += 1 }  // The header.
        var imports: [ImportStatement] = []
        var conditionalImports: [String] = []
        while let line = lines[index]?.trimmingWhitespace {
            if line.isEmpty {
                index += 1
            } else if let statement = ImportStatement(line) {
                imports.append(statement)
                index += 1
            } else if line == ImportStatement.explicitLevelCondition, let end = endOfImportBlock(lines, from: index) {
                // The runtime's package imports, written for both meanings of the implicit level:
                // the explicit ones are merged with the other files' imports, and written so again.
                while let line = lines[index + 1]?.trimmingWhitespace, let statement = ImportStatement(line) {
                    imports.append(statement)
                    index += 1
                }
                index = end + 1
            } else if line.hasPrefix("#if"), let end = endOfImportBlock(lines, from: index) {
                conditionalImports.append((index...end).compactMap { lines[$0] }.joined(separator: "\n"))
                index = end + 1
            } else {
                break
            }
        }
        var body = String(lines.text(from: index))
        if !body.isEmpty, !body.hasSuffix("\n") { body += "\n" }
        return (imports, conditionalImports, body)
    }

    /// The `#endif` closing the `#if` at `start` when everything between is imports or `#if` lines.
    private static func endOfImportBlock(_ lines: LeadingLines, from start: Int) -> Int? {
        var depth = 0
        var index = start
        while let line = lines[index]?.trimmingWhitespace {
            defer { index += 1 }
            if line.hasPrefix("#if") {
                depth += 1
            } else if line.hasPrefix("#endif") {
                depth -= 1
                if depth == 0 { return index }
            } else if !(line.isEmpty || line.hasPrefix("#elseif") || line.hasPrefix("#else")
                || ImportStatement(line) != nil)
            {
                return nil
            }
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

/// The lines of a text, separated by `\n`, found only as far as they are asked for: a generated
/// file's leading lines are read, its body is not taken apart.
private final class LeadingLines {
    private let text: String
    /// Where each line found so far starts.
    private var starts: [String.Index]
    /// Where the line after the last one found starts, or `nil` when the text has no more lines.
    private var next: String.Index?

    init(_ text: String) {
        self.text = text
        starts = []
        next = text.startIndex
    }

    /// Line `index` (from 0) without its `\n`, or `nil` past the last line.
    subscript(index: Int) -> Substring? {
        while starts.count <= index, let start = next {
            starts.append(start)
            next = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) }
        }
        guard index < starts.count else { return nil }
        let end = index + 1 < starts.count ? text.utf8.index(before: starts[index + 1]) : lineEnd(from: starts[index])
        return text[starts[index]..<end]
    }

    /// The text from the start of line `index` to the end; empty past the last line.
    func text(from index: Int) -> Substring {
        _ = self[index]
        return index < starts.count ? text[starts[index]...] : text[text.endIndex...]
    }

    private func lineEnd(from start: String.Index) -> String.Index {
        text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
    }
}
