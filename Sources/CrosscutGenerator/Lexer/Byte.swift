/// ASCII bytes and byte classes the lexer and the annotation parser need. (Literals rather than
/// `UInt8(ascii:)` and computed rather than stored, so that debug builds need no lazy initialization.)
enum Byte {
    static var newline: UInt8 { 0x0A }  // '\n'
    static var carriageReturn: UInt8 { 0x0D }  // '\r'
    static var space: UInt8 { 0x20 }  // ' '
    static var tab: UInt8 { 0x09 }  // '\t'
    static var slash: UInt8 { 0x2F }  // '/'
    static var star: UInt8 { 0x2A }  // '*'
    static var quote: UInt8 { 0x22 }  // '"'
    static var hash: UInt8 { 0x23 }  // '#'
    static var backslash: UInt8 { 0x5C }  // '\\'
    static var backtick: UInt8 { 0x60 }  // '`'
    static var leftParen: UInt8 { 0x28 }  // '('
    static var rightParen: UInt8 { 0x29 }  // ')'
    static var leftBracket: UInt8 { 0x5B }  // '['
    static var rightBracket: UInt8 { 0x5D }  // ']'
    static var comma: UInt8 { 0x2C }  // ','
    static var colon: UInt8 { 0x3A }  // ':'
    static var dot: UInt8 { 0x2E }  // '.'
    static var at: UInt8 { 0x40 }  // '@'
    static var minus: UInt8 { 0x2D }  // '-'
    static var greater: UInt8 { 0x3E }  // '>'
    static var less: UInt8 { 0x3C }  // '<'
    static var ampersand: UInt8 { 0x26 }  // '&'
    static var equals: UInt8 { 0x3D }  // '='
    static var plus: UInt8 { 0x2B }  // '+'
    static var dollar: UInt8 { 0x24 }  // '$'
    static var tilde: UInt8 { 0x7E }  // '~'
    static var exclamation: UInt8 { 0x21 }  // '!'
    static var question: UInt8 { 0x3F }  // '?'
    static var semicolon: UInt8 { 0x3B }  // ';'
    static var leftBrace: UInt8 { 0x7B }  // '{'
    static var rightBrace: UInt8 { 0x7D }  // '}'

    /// Whether `byte` can start an identifier (non-ASCII bytes count: Swift allows Unicode names).
    @inline(__always) static func isIdentifierHead(_ byte: UInt8) -> Bool {
        let lowercased = byte | 0x20  // folds `A`–`Z` onto `a`–`z`
        return (lowercased >= 0x61 && lowercased <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80  // `_`, `$`
    }

    /// Whether `byte` can continue an identifier.
    @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// Whether `byte` is ASCII whitespace (space, tab, line feed, vertical tab, form feed, carriage
    /// return): what `Character.isWhitespace` says of ASCII.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Whether `byte` is a line break byte.
    @inline(__always) static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// Whether `byte` is an operator character: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` is an operator character that always forms a token of its own
    /// (`<`, `>`, `?`, `!`, `&`, `=`), so that generic brackets and optionals split cleanly.
    @inline(__always) static func isSingleOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x3C, 0x3E, 0x3F, 0x21, 0x26, 0x3D:
            return true
        default:
            return false
        }
    }
}
