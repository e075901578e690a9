/// The lexer's result: the source's bytes, its tokens, its `// @crosscut` comments and any problems.
///
/// ```swift
/// let lexed = Lexer.tokenize(SourceFile(path: "A.swift", text: "protocol P {}"))
/// lexed.tokens.map(lexed.text)  // ["protocol", "P", "{", "}", ""]
/// ```
public struct LexedSource: Sendable {
    /// The source as UTF-8.
    public var bytes: [UInt8]
    /// Every token in order, ending with one ``Token/Kind/endOfFile`` token.
    public var tokens: [Token]
    /// The ``Token/Kind/annotation`` tokens (line comments starting with `@crosscut`), in order.
    public var annotations: [Token]
    /// Unterminated literals and comments, and `@crosscut` written where it has no effect.
    public var diagnostics: [Diagnostic]

    /// Creates a lexed source.
    public init(bytes: [UInt8], tokens: [Token], annotations: [Token], diagnostics: [Diagnostic]) {
        self.bytes = bytes
        self.tokens = tokens
        self.annotations = annotations
        self.diagnostics = diagnostics
    }

    /// The token's text as written.
    public func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<max(token.start, token.end)], as: UTF8.self)
    }
}
