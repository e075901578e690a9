/// The first stage of the pipeline: Swift source text → ``Token``s with positions.
///
/// Comments are skipped (block comments nest), except line comments that start with
/// `@crosscut`, which become annotation tokens. String literals of every form — single-line,
/// multi-line, raw with any number of `#`, with interpolations nesting parentheses, strings and
/// comments — are one token each, so braces and keywords inside them never reach the parser.
/// The lexer never fails: an unterminated literal or comment gives a diagnostic and the lexer
/// goes on (single-line strings end at the line break) or stops at the end of the source.
///
/// ```swift
/// let lexed = Lexer.tokenize(SourceFile(path: "A.swift", text: source))
/// for token in lexed.tokens { print(token.line, token.column, lexed.text(token)) }
/// ```
public enum Lexer {
    /// Splits `file` into tokens.
    public static func tokenize(_ file: SourceFile) -> LexedSource {
        let bytes = Array(file.text.utf8)
        var result = LexedSource(bytes: bytes, tokens: [], annotations: [], diagnostics: [])
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = LexerScanner(buffer, file: file.path)
            scanner.run()
            result.tokens = scanner.tokens
            result.annotations = scanner.annotations
            result.diagnostics = scanner.diagnostics
        }
        return result
    }
}
