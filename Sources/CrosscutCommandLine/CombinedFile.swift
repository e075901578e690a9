import CrosscutGenerator

/// Joins the generator's per-input files into the one file the build-tool plugin declares for a
/// whole target: one header, the merged imports, then each file's declarations in input order.
///
/// A target with nothing annotated gets a file with only comments: valid Swift, no warnings.
struct CombinedFile {
    /// The generator's files, each with the name of the input it was generated from.
    var files: [(name: String, contents: String)]

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
        var text = GeneratedHeader.line + "\n"
        guard !files.isEmpty else {
            return text + "// No protocol of this target is annotated with `// @crosscut(...)`.\n"
        }
        text += "// Decorators for the annotated protocols of \(files.map(\.name).joined(separator: ", ")).\n\n"
        text += ImportStatement.merged(imports).map { $0.text + "\n" }.joined()
        text += conditionalImports.map { $0 + "\n" }.joined()
        for body in bodies {
            text += "\n" + body
        }
        return text
    }

    /// A generated file's parts: its leading imports (plain, and `#if` blocks of imports only) and
    /// the rest, without the header comment.
    static func split(_ contents: String) -> (imports: [ImportStatement], conditionalImports: [String], body: String) {
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count, lines[index].hasPrefix("//") { index += 1 }  // The header.
        var imports: [ImportStatement] = []
        var conditionalImports: [String] = []
        while index < lines.count {
            let line = lines[index].trimmingWhitespace
            if line.isEmpty {
                index += 1
            } else if let statement = ImportStatement(line) {
                imports.append(statement)
                index += 1
            } else if line.hasPrefix("#if"), let end = endOfImportBlock(lines, from: index) {
                conditionalImports.append(lines[index...end].joined(separator: "\n"))
                index = end + 1
            } else {
                break
            }
        }
        var body = lines[index...].joined(separator: "\n")
        if !body.isEmpty, !body.hasSuffix("\n") { body += "\n" }
        return (imports, conditionalImports, body)
    }

    /// The `#endif` closing the `#if` at `start` when everything between is imports or `#if` lines.
    private static func endOfImportBlock(_ lines: [Substring], from start: Int) -> Int? {
        var depth = 0
        for index in start..<lines.count {
            let line = lines[index].trimmingWhitespace
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
