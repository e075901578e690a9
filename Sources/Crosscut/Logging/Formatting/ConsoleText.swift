/// Escapes text for the console so that whatever a name, key or value contains, an event stays on
/// one line and reads unambiguously.
///
/// - `\` becomes `\\`; newline, carriage return and tab become `\n`, `\r`, `\t`.
/// - Every other scalar that no log line writes raw (``EscapedScalars``: control characters, the
///   Unicode line and paragraph separators, the bidirectional formatting characters) becomes
///   `\u{…}` in hex.
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

    /// The backslash, which starts an escape, and every scalar that no log line writes raw.
    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\\" || EscapedScalars.contains(scalar)
    }
}
