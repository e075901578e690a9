/// Escapes text for the console so that whatever a name, key or value contains, an event stays on
/// one line and reads unambiguously.
///
/// - `\` becomes `\\`; newline, carriage return and tab become `\n`, `\r`, `\t`.
/// - Other control characters (C0, DEL, C1), the Unicode line and paragraph separators
///   (U+2028, U+2029) and the bidirectional formatting characters (which can reorder what a reader
///   sees) become `\u{…}` in hex.
/// - A key or value that is empty or contains a space (or other unescaped whitespace), `=` or `"`
///   is written in double quotes,
///   with `"` escaped as `\"`, so `key=value` pairs stay separable.
enum ConsoleText {
    /// `text` with every character escaped that could break or disguise a line.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        return escaped(text, escapingQuotes: false)
    }

    /// `text` escaped, and quoted when it is empty or contains `=`, `"` or whitespace that is not
    /// escaped (a space, but not a newline).
    static func field(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty
            || text.unicodeScalars.contains {
                $0 == "=" || $0 == "\"" || ($0.properties.isWhitespace && !needsEscaping($0))
            }
        guard needsQuotes else { return escaped(text) }
        return "\"" + escaped(text, escapingQuotes: true) + "\""
    }

    private static func escaped(_ text: String, escapingQuotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where escapingQuotes: result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscaping(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x5C, 0x7F...0x9F: true  // C0, backslash, DEL, C1 (including NEL)
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional formatting
        default: false
        }
    }
}
