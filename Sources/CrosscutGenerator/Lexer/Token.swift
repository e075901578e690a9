/// One token of Swift source: its kind and where it is.
///
/// Comments and whitespace produce no tokens, except line comments that start with `@crosscut`,
/// which the lexer keeps as ``Kind/annotation`` tokens (in ``LexedSource/annotations``).
/// Offsets are UTF-8 byte offsets into the source; `line` and `column` are 1-based, the column
/// counted in UTF-8 bytes as `swiftc` counts it.
public struct Token: Hashable, Sendable {
    /// What a token is. Keywords are ``identifier``s: the parser decides by context.
    public enum Kind: UInt8, Hashable, Sendable {
        /// A name or keyword, including backticked names (`` `default` ``) and `$0`.
        case identifier
        /// A numeric literal.
        case number
        /// A string literal of any form, interpolations included.
        case string
        /// A regular expression literal (`#/…/#`, or a trivially recognizable `/…/`).
        case regex
        /// An operator. `<`, `>`, `?`, `!`, `&` and `=` are always single-character tokens, so
        /// that `>>` closes two generic argument lists; adjacent operator tokens form one operator.
        case `operator`
        /// `->`.
        case arrow
        /// Brackets: `(`, `)`, `{`, `}`, `[`, `]`.
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        /// Punctuation: `,`, `:`, `;`, and `.` when it is not part of an operator such as `...`.
        case comma, colon, semicolon, period
        /// `@`, which starts an attribute.
        case atSign
        /// `\`, which starts a key path.
        case backslash
        /// `#` followed by a name: `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#warning`, ….
        case pound
        /// A line comment whose text starts with `@crosscut`.
        case annotation
        /// A byte that starts no token (kept so that nothing is silently lost).
        case unknown
        /// The end of the source; always the last token.
        case endOfFile
    }

    public var kind: Kind
    /// Whether a line break comes between the previous token and this one (or this is the first token).
    public var isAtLineStart: Bool
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The UTF-8 byte offset where the token starts.
    public var start: Int { Int(storedStart) }
    /// The UTF-8 byte offset just past the token.
    public var end: Int { Int(storedEnd) }
    /// The 1-based line of the token's first byte.
    public var line: Int { Int(storedLine) }
    /// The 1-based column (in UTF-8 bytes) of the token's first byte.
    public var column: Int { Int(storedColumn) }

    /// Creates a token.
    public init(kind: Kind, start: Int, end: Int, line: Int, column: Int, isAtLineStart: Bool) {
        self.kind = kind
        self.isAtLineStart = isAtLineStart
        self.storedStart = UInt32(truncatingIfNeeded: start)
        self.storedEnd = UInt32(truncatingIfNeeded: end)
        self.storedLine = UInt32(truncatingIfNeeded: line)
        self.storedColumn = UInt32(truncatingIfNeeded: column)
    }
}
