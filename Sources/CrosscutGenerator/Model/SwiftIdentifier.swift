/// How a name must be spelled where generated code writes it: as an expression, or as an argument label.
enum SwiftIdentifier {
    /// Keywords that cannot stand unescaped as an expression, although a parameter declared as
    /// `func f(in: Int)` is named by one.
    static let keywords: Set<String> = [
        "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where",
        "while",
    ]

    /// The name without backticks. An ASCII name without the byte `` ` `` is returned as it is
    /// (only non-ASCII text can hold another `Character` equal to `` ` ``).
    static func bare(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == Byte.backtick || $0 >= 0x80 }) else { return name }
        return name.filter { $0 != "`" }
    }

    /// Whether `name` is a raw identifier (Swift 6.2): backticks around text that is no plain
    /// identifier, such as `` `load data` `` or `` `w(here` ``. An ASCII character other than a
    /// letter, a digit or `_`, a leading digit, or non-ASCII white space makes one.
    static func isRaw(_ name: String) -> Bool {
        guard name.utf8.first == Byte.backtick else { return false }
        let bare = bare(name)
        guard let first = bare.unicodeScalars.first, !("0"..."9").contains(first) else { return true }
        return bare.unicodeScalars.contains { scalar in
            scalar.isASCII
                ? !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                : scalar.properties.isWhitespace
        }
    }

    /// `` `in` `` for `in`; other names as they are.
    static func expression(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// An argument label in a call: without backticks (the compiler warns about needless ones),
    /// except `inout`, which a call cannot take unescaped.
    static func callLabel(_ label: String) -> String {
        let bare = bare(label)
        return bare == "inout" ? "`inout`" : bare
    }
}
