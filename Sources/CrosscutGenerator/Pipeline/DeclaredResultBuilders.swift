/// The names a target declares result builders under: the type after each `@resultBuilder`
/// (`@resultBuilder public struct HTML<Tag> {`). Every file given is lexed: the pipeline gives only
/// those whose bytes mention `@resultBuilder` (``ScannedSources/sources(mentioning:)``).
///
/// ```swift
/// DeclaredResultBuilders.names(in: [SourceFile(path: "A.swift", text: "@resultBuilder enum Lines {}")])
/// // ["Lines"]
/// ```
enum DeclaredResultBuilders {
    static func names(in sources: [SourceFile]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            let lexed = Lexer.tokenize(source)
            for index in lexed.tokens.indices.dropLast() {
                let (at, word) = (lexed.tokens[index], lexed.tokens[index + 1])
                guard at.kind == .atSign, word.start == at.end, lexed.text(word) == "resultBuilder" else { continue }
                if let name = typeName(after: index + 2, in: lexed) { names.insert(name) }
            }
        }
        return names
    }

    /// The name after the first `struct`, `enum`, `class` or `actor` from `position` on, before a
    /// body or declaration ends; without backticks.
    private static func typeName(after position: Int, in lexed: LexedSource) -> String? {
        let tokens = lexed.tokens
        for index in position..<(tokens.count - 1) {
            switch tokens[index].kind {
            case .leftBrace, .rightBrace, .semicolon, .endOfFile:
                return nil
            case .identifier where ["struct", "enum", "class", "actor"].contains(lexed.text(tokens[index])):
                let name = tokens[index + 1]
                return name.kind == .identifier ? lexed.text(name).filter { $0 != "`" } : nil
            default:
                continue
            }
        }
        return nil
    }
}
