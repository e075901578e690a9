/// Writes JSON strings and numbers by hand, so that every log line is valid JSON (RFC 8259) and one
/// line whatever the text contains.
///
/// Escapes `"` and `\`, and every scalar that no log line writes raw (``EscapedScalars``, the same
/// as the console escapes): control characters (the short forms `\b \f \n \r \t` where they exist,
/// `\uXXXX` otherwise, NEL included), U+2028/U+2029 (valid in JSON but line breaks to JavaScript and
/// to some log tools) and the bidirectional formatting characters. Everything else, including any
/// other non-ASCII text, is written as UTF-8 unchanged.
enum JSONText {
    /// `text` as a quoted JSON string.
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where EscapedScalars.contains(scalar): result += unicodeEscape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }

    /// `number` as a JSON number; NaN and the infinities, which JSON cannot express, as the strings
    /// `"NaN"`, `"Infinity"` and `"-Infinity"`.
    static func number(_ number: Double) -> String {
        if number.isNaN { return "\"NaN\"" }
        if number.isInfinite { return number < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        return String(number)
    }

    /// `\uXXXX`; every scalar escaped is in the Basic Multilingual Plane, so four digits suffice.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
