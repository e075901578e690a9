/// The parser's state: a cursor over the tokens plus what it has found so far.
struct Parser {
    /// The source's bytes, valid while the file is parsed.
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let annotationTokens: [Token]
    var annotationUsed: [Bool]
    let file: String
    var index = 0
    var diagnostics: [Diagnostic] = []
    /// How many of ``diagnostics`` are errors.
    var errorCount = 0
    /// Where the lexer found errors (an unterminated literal, a stray character), in source order.
    let lexerErrors: [SourceLocation]
    var imports: [String] = []
    var conditionalImports: [ImportDecl] = []
    var protocols: [ProtocolDecl] = []
    /// How deeply bodies and `#if` blocks nest right now; deeper than ``maximumNesting`` is skipped
    /// without recursion, so no input can exhaust the stack.
    var nesting = 0
    /// The narrowest access level the types the cursor is nested in allow (see
    /// ``ProtocolDecl/enclosingAccess``); `nil` at file scope.
    var enclosingAccess: AccessLevel?
    static let maximumNesting = 64
    /// `keywordShapes[length * 32 + first - 0x60]` says whether some keyword the scope walk looks for
    /// has that length and first letter: a cheap test before comparing words.
    private let keywordShapes: [Bool]

    init(_ lexed: LexedSource, bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.tokens = lexed.tokens
        self.annotationTokens = lexed.annotations
        self.annotationUsed = Array(repeating: false, count: lexed.annotations.count)
        self.file = file
        self.lexerErrors = lexed.diagnostics.filter { $0.severity == .error }.map(\.location)
        var shapes = Array(repeating: false, count: 32 * 32)
        for word in Self.modifierWords + Self.scopeKeywords {
            let length = word.utf8CodeUnitCount
            let first = Int(word.utf8Start[0] | 0x20) - 0x60
            if length < 32 && first >= 0 && first < 32 { shapes[length * 32 + first] = true }
        }
        self.keywordShapes = shapes
    }

    /// The words that start declarations the scope walk handles (besides modifiers).
    static let scopeKeywords: [StaticString] = [
        "protocol", "import", "struct", "enum", "extension", "class", "actor",
    ]

    /// Whether `token` may be a modifier or a declaration keyword of ``scopeKeywords`` (no false negatives).
    func mayBeKeyword(_ token: Token) -> Bool {
        let length = token.end - token.start
        guard length < 32 else { return false }
        let first = Int(bytes[token.start] | 0x20) - 0x60
        return first >= 0 && first < 32 && keywordShapes[length * 32 + first]
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
        guard token.kind == .identifier else { return false }
        return FixedWord(word).isSpelled(in: bytes, exactly: token.start..<token.end)
    }

    /// Whether `token` is one of `words`: only those of its length are compared, byte by byte.
    /// (An index loop over locals: in the debug build the plugin runs, a `for` loop's iterator and
    /// each call on `self` inside it cost hundreds of instructions a word.)
    func isAnyWord(_ token: Token, _ words: [StaticString]) -> Bool {
        guard token.kind == .identifier else { return false }
        let (bytes, start, length) = (bytes, token.start, token.end - token.start)
        return words.withUnsafeBufferPointer { words in
            var position = 0
            while position < words.count {
                let word = words[position]
                if word.utf8CodeUnitCount == length && FixedWord(word).isSpelled(in: bytes, at: start) { return true }
                position += 1
            }
            return false
        }
    }

    /// Whether `token` is the single-character operator `character` (`<`, `>`, `?`, `!`, `&`, `=`).
    func isOperator(_ token: Token, _ character: Unicode.Scalar) -> Bool {
        token.kind == .operator && token.end - token.start == 1
            && bytes[token.start] == UInt8(truncatingIfNeeded: character.value)
    }

    /// Whether `token` starts right where the one before it ends.
    func isAdjacent(_ token: Token, after previous: Token) -> Bool {
        token.start == previous.end
    }

    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at token: Token) {
        record([Diagnostic(severity, message, at: location(token))])
    }

    /// Adds `found` to ``diagnostics``, counting its errors.
    mutating func record(_ found: [Diagnostic]) {
        diagnostics += found
        errorCount += found.count { $0.severity == .error }
    }

    // MARK: Skipping

    /// Skips a balanced `{ … }` from the current `{` (to the end of the file when unbalanced).
    mutating func skipBraces() {
        // Over a local copy of the tokens: in the debug build, reading `current` in a mutating
        // method copies the whole parser.
        let tokens = tokens
        var (position, depth) = (index, 0)
        while true {
            switch tokens[position].kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth <= 0 {
                    index = min(position + 1, tokens.count - 1)
                    return
                }
            case .endOfFile:
                index = position
                return
            default:
                break
            }
            position = min(position + 1, tokens.count - 1)
        }
    }

    /// Skips a balanced `( … )` from the current `(`, with any `{ … }` inside it, stopping early
    /// at a brace outside them or the end; `false` when it stopped early.
    @discardableResult
    mutating func skipParentheses() -> Bool {
        var depth = 0
        while true {
            switch current.kind {
            case .leftParen:
                depth += 1
            case .rightParen:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return true
                }
            case .leftBrace where depth > 0:
                // A closure argument: `@Option(transform: { Int($0) })`.
                skipBraces()
                continue
            case .endOfFile, .leftBrace, .rightBrace:
                return false
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
