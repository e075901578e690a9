/// ASCII bytes and byte classes the lexer and the annotation parser need.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let at = UInt8(ascii: "@")
    static let minus = UInt8(ascii: "-")
    static let greater = UInt8(ascii: ">")

    /// Whether `byte` can start an identifier (non-ASCII bytes count: Swift allows Unicode names).
    @inline(__always) static func isIdentifierHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether `byte` can continue an identifier.
    @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether `byte` is a line break byte.
    @inline(__always) static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == newline || byte == carriageReturn
    }

    /// Whether `byte` is an operator character.
    @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Whether `byte` is an operator character that always forms a token of its own
    /// (`<`, `>`, `?`, `!`, `&`, `=`), so that generic brackets and optionals split cleanly.
    @inline(__always) static func isSingleOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}
