extension Byte {
    /// Whether `needle` occurs in `text`'s UTF-8 bytes: the cheap check before parsing a file,
    /// and before walking a text's `Character`s for a word only those bytes can spell.
    ///
    /// ```swift
    /// Byte.occurs("Self", in: "[Self]")  // true
    /// ```
    static func occurs(_ needle: StaticString, in text: String) -> Bool {
        needle.withUTF8Buffer { occurs($0, in: text) }
    }

    /// Whether the bytes `needle` occur in `text`'s UTF-8 bytes.
    private static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            let length = needle.count
            guard length > 0, haystack.count >= length else { return length == 0 }
            let first = needle[0]
            var index = 0
            let last = haystack.count - length
            while index <= last {
                if haystack[index] == first {
                    var offset = 1
                    while offset < length && haystack[index + offset] == needle[offset] { offset += 1 }
                    if offset == length { return true }
                }
                index += 1
            }
            return false
        }
    }
}
