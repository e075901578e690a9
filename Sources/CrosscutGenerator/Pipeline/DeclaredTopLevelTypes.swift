/// Where a target declares top-level types of some names: `struct LoggingCatalog` at the file
/// scope (inside `#if` too), so that a decorator of that name would be an invalid redeclaration.
/// Files the generator wrote (with its header) are left out: they hold the decorators themselves.
///
/// Only files whose bytes mention one of the names are lexed; the caller first narrows the names to
/// those a cheap byte scan (``DeclaredNames``) finds declared at all.
enum DeclaredTopLevelTypes {
    static func locations(of names: Set<String>, in sources: [SourceFile]) -> [String: SourceLocation] {
        guard !names.isEmpty else { return [:] }
        var found: [String: SourceLocation] = [:]
        for source in sources where !source.text.hasPrefix(GeneratedFileHeader.firstLine) {
            guard names.contains(where: { source.text.contains($0) }) else { continue }
            let lexed = Lexer.tokenize(source)
            let tokens = lexed.tokens
            var depth = 0
            for index in tokens.indices.dropLast() {
                switch tokens[index].kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth = max(0, depth - 1)
                case .identifier where depth == 0 && tokens[index + 1].kind == .identifier:
                    guard Self.keywords.contains(lexed.text(tokens[index])) else { continue }
                    let name = lexed.text(tokens[index + 1]).filter { $0 != "`" }
                    if names.contains(name), found[name] == nil {
                        let token = tokens[index + 1]
                        found[name] = SourceLocation(file: source.path, line: token.line, column: token.column)
                    }
                default: continue
                }
            }
        }
        return found
    }

    private static let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
}
