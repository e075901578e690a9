/// The names a target declares noncopyable types under: each `struct`, `enum` or `class` whose
/// header suppresses `Copyable` (`struct Lease: ~Copyable {`, `enum Slot<T>: Sendable, ~Copyable`).
/// Every file given is lexed: the pipeline gives only those whose bytes mention `~Copyable`
/// (``ScannedSources/sources(mentioning:)``).
///
/// ```swift
/// DeclaredNoncopyableTypes.names(in: [SourceFile(path: "A.swift", text: "struct Lease: ~Copyable {}")])
/// // ["Lease"]
/// ```
enum DeclaredNoncopyableTypes {
    static func names(in sources: [SourceFile]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            let lexed = Lexer.tokenize(source)
            let tokens = lexed.tokens
            for index in tokens.indices.dropLast()
            where tokens[index].kind == .identifier && tokens[index + 1].kind == .identifier
                && ["struct", "enum", "class"].contains(lexed.text(tokens[index]))
                && suppressesCopyable(after: index + 2, in: lexed)
            {
                names.insert(lexed.text(tokens[index + 1]).filter { $0 != "`" })
            }
        }
        return names
    }

    /// Whether `~Copyable` stands between `position` and the end of the declaration's header.
    private static func suppressesCopyable(after position: Int, in lexed: LexedSource) -> Bool {
        let tokens = lexed.tokens
        for index in position..<(tokens.count - 1) {
            switch tokens[index].kind {
            case .leftBrace, .rightBrace, .semicolon, .endOfFile:
                return false
            case .operator where lexed.text(tokens[index]) == "~":
                if lexed.text(tokens[index + 1]) == "Copyable" { return true }
            default:
                continue
            }
        }
        return false
    }
}
