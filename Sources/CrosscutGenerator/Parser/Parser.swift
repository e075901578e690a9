/// The parser's state: a cursor over the tokens plus what it has found so far.
struct Parser {
    let bytes: [UInt8]
    let tokens: [Token]
    let annotationTokens: [Token]
    var annotationUsed: [Bool]
    let file: String
    var index = 0
    var diagnostics: [Diagnostic] = []
    var imports: [String] = []
    var conditionalImports: [ImportDecl] = []
    var protocols: [ProtocolDecl] = []
    /// How deeply bodies and `#if` blocks nest right now; deeper than ``maximumNesting`` is skipped
    /// without recursion, so no input can exhaust the stack.
    var nesting = 0
    static let maximumNesting = 64

    init(_ lexed: LexedSource, file: String) {
        self.bytes = lexed.bytes
        self.tokens = lexed.tokens
        self.annotationTokens = lexed.annotations
        self.annotationUsed = Array(repeating: false, count: lexed.annotations.count)
        self.file = file
    }

    /// Parses the whole file: its imports and protocols, then reports `// @crosscut` comments
    /// that belong to no protocol or requirement.
    mutating func parseFile() {
        while parseScope(enclosing: [], conditions: [], inBody: false) != .endOfFile {
            advance()  // a stray `#else`/`#endif`
        }
        reportUnattachedAnnotations()
    }

    // MARK: Cursor

    var current: Token { tokens[index] }

    func token(at position: Int) -> Token {
        tokens[max(0, min(position, tokens.count - 1))]
    }

    func peek(_ distance: Int = 1) -> Token {
        token(at: index + distance)
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    // MARK: Token tests

    func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<max(token.start, token.end)], as: UTF8.self)
    }

    /// Whether `token` is the identifier `word`.
    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard token.kind == .identifier, token.end - token.start == length else { return false }
        let characters = word.utf8Start
        var offset = 0
        while offset < length {
            if bytes[token.start + offset] != characters[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether `token` is one of `words`.
    func isAnyWord(_ token: Token, _ words: [StaticString]) -> Bool {
        guard token.kind == .identifier else { return false }
        for word in words where isWord(token, word) { return true }
        return false
    }

    /// Whether `token` is the single-character operator `character` (`<`, `>`, `?`, `!`, `&`, `=`).
    func isOperator(_ token: Token, _ character: Unicode.Scalar) -> Bool {
        token.kind == .operator && token.end - token.start == 1 && bytes[token.start] == UInt8(ascii: character)
    }

    /// Whether `token` starts right where the one before it ends.
    func isAdjacent(_ token: Token, after previous: Token) -> Bool {
        token.start == previous.end
    }

    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at token: Token) {
        diagnostics.append(Diagnostic(severity, message, at: location(token)))
    }

    // MARK: Skipping

    /// Skips a balanced `{ … }` from the current `{` (to the end of the file when unbalanced).
    mutating func skipBraces() {
        var depth = 0
        while true {
            switch current.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return
                }
            case .endOfFile:
                return
            default:
                break
            }
            advance()
        }
    }

    /// Skips a balanced `( … )` from the current `(`, stopping early at braces or the end.
    mutating func skipParentheses() {
        var depth = 0
        while true {
            switch current.kind {
            case .leftParen:
                depth += 1
            case .rightParen:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return
                }
            case .endOfFile, .leftBrace, .rightBrace:
                return
            default:
                break
            }
            advance()
        }
    }

    /// The byte offset where the token before `position` ends (0 at the start of the file).
    func endOfToken(before position: Int) -> Int {
        position > 0 ? tokens[position - 1].end : 0
    }
}
