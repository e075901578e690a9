extension String {
    /// The string as a Swift string literal.
    var quoted: String {
        var literal = ""
        literal.appendQuoted(self)
        return literal
    }

    /// Appends `text` as a Swift string literal.
    mutating func appendQuoted(_ text: String) {
        append("\"")
        if text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
            for character in text {
                switch character {
                case "\\": append("\\\\")
                case "\"": append("\\\"")
                default: append(character)
                }
            }
        } else {
            append(text)
        }
        append("\"")
    }
}
