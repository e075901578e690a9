extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without leading and trailing whitespace.
    ///
    /// ASCII whitespace is trimmed on the UTF-8 bytes; only when a non-ASCII byte is reached
    /// from either end does it fall back to walking `Character`s (Unicode whitespace).
    var trimmingCharacters: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !Byte.isWhitespace($0) }) else { return "" }
        let last = bytes.lastIndex { !Byte.isWhitespace($0) } ?? first
        guard bytes[first] < 0x80, bytes[last] < 0x80 else { return trimmingUnicodeWhitespace }
        let end = bytes.index(after: last)
        return first == bytes.startIndex && end == bytes.endIndex ? String(self) : String(self[first..<end])
    }

    private var trimmingUnicodeWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

}
