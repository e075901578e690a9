/// The declarations at file scope (inside `#if` too) of some names across a target's files: each
/// `keyword name` where `keyword` is one asked for — `struct Query`, `extension Query` — with the
/// file's tokens, for the scans that read what follows. Files the generator wrote (with its header)
/// are left out, and only files whose bytes mention one of the names are lexed.
enum FileScopeDeclarations {
    /// Calls `visit` with each declaration's keyword, name, the index of its keyword token, the file's
    /// tokens and the file, in file order.
    static func forEach(
        of names: Set<String>, declaredWith keywords: Set<String>, in sources: [SourceFile],
        _ visit: (_ keyword: String, _ name: String, _ index: Int, _ lexed: LexedSource, _ source: SourceFile) -> Void
    ) {
        guard !names.isEmpty else { return }
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
                    let keyword = lexed.text(tokens[index])
                    guard keywords.contains(keyword) else { continue }
                    let name = lexed.text(tokens[index + 1]).filter { $0 != "`" }
                    if names.contains(name) { visit(keyword, name, index, lexed, source) }
                default: continue
                }
            }
        }
    }
}
