// Byte-level questions about text, so that ASCII text (nearly all source and generated text) can be
// measured and compared on its bytes with the same results as on its `Character`s.

extension UInt8 {
    /// Whether the byte is a `Character` on its own, whatever surrounds it: ASCII but for the
    /// carriage return (`\r\n` is one `Character`).
    var isOneCharacter: Bool { self < 0x80 && self != UInt8(ascii: "\r") }
}

extension StringProtocol {
    /// Whether every byte of the text is ASCII.
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// Whether the text is ASCII without carriage returns: one `Character` per byte, whatever
    /// text surrounds it.
    var hasOneCharacterPerByte: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0.isOneCharacter } }
            ?? utf8.allSatisfy { $0.isOneCharacter }
    }
}
