/// The declarations at file scope (inside `#if` too) of some names across a target's files: each
/// `keyword name` where `keyword` is one asked for — `struct Query`, `extension Query` — with the
/// file's tokens, for the scans that read what follows. Files the generator wrote (with its header)
/// are left out, and only files whose byte scan (``DeclaredNames``) may have found one of the names
/// after one of the keywords are lexed.
enum FileScopeDeclarations {
    /// Calls `visit` with each declaration's keyword, name, the index of its keyword token, the file's
    /// tokens and the file, in file order.
    static func forEach(
        of names: Set<String>, declaredWith keywords: [DeclaredNames.Keyword], in files: [ScannedSources.File],
        _ visit: (
            _ keyword: DeclaredNames.Keyword, _ name: String, _ index: Int, _ lexed: LexedSource, _ source: SourceFile
        ) -> Void
    ) {
        guard !names.isEmpty else { return }
        for file in files where file.declared.mayDeclare(anyOf: names, as: keywords) {
            let source = file.source
            guard !source.text.hasPrefix(GeneratedFileHeader.firstLine) else { continue }
            let lexed = Lexer.tokenize(source)
            let tokens = lexed.tokens
            var depth = 0
            for index in tokens.indices.dropLast() {
                switch tokens[index].kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth = max(0, depth - 1)
                case .identifier where depth == 0 && tokens[index + 1].kind == .identifier:
                    guard let keyword = DeclaredNames.Keyword(rawValue: lexed.text(tokens[index])),
                        keywords.contains(keyword)
                    else { continue }
                    let name = lexed.text(tokens[index + 1]).filter { $0 != "`" }
                    if names.contains(name) { visit(keyword, name, index, lexed, source) }
                default: continue
                }
            }
        }
    }
}
