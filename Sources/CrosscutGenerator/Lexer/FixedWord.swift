/// A word known when the generator is compiled — `protocol`, `#if`, `@crosscut` — and the one
/// comparison of such a word with source bytes, for the lexer, the parser and the byte scans
/// that run before them.
///
/// Its bytes are in static memory: reading them retains nothing, also in debug builds.
///
/// ```swift
/// let marker = FixedWord("@crosscut")
/// marker.occurs(in: "// @crosscut(logging)")  // true
/// ```
struct FixedWord: Sendable {
    private let text: StaticString

    init(_ text: StaticString) {
        self.text = text
    }

    /// The word's UTF-8 bytes.
    var spelling: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// The word's length in bytes.
    var count: Int { text.utf8CodeUnitCount }

    /// Whether the word is spelled in `bytes` from `start` (false when fewer bytes remain).
    func isSpelled(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        Self.isSpelled(spelling, in: bytes, at: start)
    }

    /// Whether `spelling` (a word's, read once before a scan) is spelled in `bytes` from `start`.
    static func isSpelled(_ spelling: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at start: Int)
        -> Bool
    {
        guard start >= 0, bytes.count - start >= spelling.count else { return false }
        var offset = 0
        while offset < spelling.count, bytes[start + offset] == spelling[offset] { offset += 1 }
        return offset == spelling.count
    }

    /// Whether `bytes[range]` is exactly the word.
    func isSpelled(in bytes: UnsafeBufferPointer<UInt8>, exactly range: Range<Int>) -> Bool {
        guard range.count == count else { return false }
        return isSpelled(in: bytes, at: range.lowerBound)
    }

    /// Whether `bytes[range]` is exactly the word.
    func isSpelled(in bytes: [UInt8], exactly range: Range<Int>) -> Bool {
        guard range.count == count else { return false }
        return bytes.withUnsafeBufferPointer { isSpelled(in: $0, at: range.lowerBound) }
    }

    /// Whether the word occurs anywhere in `text`'s UTF-8 bytes: the cheap check before a file is
    /// lexed, and before a text's `Character`s are walked for a word only those bytes can spell.
    func occurs(in text: String) -> Bool {
        let spelling = spelling
        guard let first = spelling.first else { return true }
        var text = text
        return text.withUTF8 { haystack in
            var index = 0
            let last = haystack.count - spelling.count
            while index <= last {
                if haystack[index] == first {  // most bytes differ: the call only for those that do not
                    if Self.isSpelled(spelling, in: haystack, at: index) { return true }
                }
                index += 1
            }
            return false
        }
    }
}
