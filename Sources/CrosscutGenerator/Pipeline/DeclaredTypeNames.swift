/// The names a target's files may declare types under, found on their bytes without lexing: every
/// identifier after the word `struct`, `class`, `enum`, `actor`, `protocol` or `typealias`. A
/// superset of the real declarations (comments and strings count, and so does `class func`):
/// what the generator asks of it is whether a name *may* be the target's own.
///
/// ```swift
/// let names = DeclaredTypeNames(in: [SourceFile(path: "A.swift", text: "struct Receipt {}")])
/// // names.contains("Receipt") == true
/// ```
struct DeclaredTypeNames: Sendable {
    private var names: Set<String> = []

    /// The names declared in any of `sources`, scanned on every core.
    init(in sources: [SourceFile]) {
        for names in sources.concurrentMap({ Self.scan($0.text) }) { self.names.formUnion(names) }
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    private static let keywords: [[UInt8]] = ["struct", "class", "enum", "actor", "protocol", "typealias"].map {
        Array($0.utf8)
    }

    private static func scan(_ text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            var names: Set<String> = []
            var index = 0
            var previousWasKeyword = false
            while index < bytes.count {
                let byte = bytes[index]
                guard Byte.isIdentifierHead(byte) || byte == Byte.backtick else {
                    // Only whitespace may stand between a keyword and its name.
                    if !Byte.isWhitespace(byte) { previousWasKeyword = false }
                    index += 1
                    continue
                }
                let quoted = byte == Byte.backtick
                let start = quoted ? index + 1 : index
                var end = start
                while end < bytes.count, Byte.isIdentifierBody(bytes[end]) { end += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if previousWasKeyword, !word.isEmpty {
                    names.insert(String(decoding: word, as: UTF8.self))
                }
                previousWasKeyword = !quoted && keywords.contains { $0.elementsEqual(word) }
                if quoted, end < bytes.count, bytes[end] == Byte.backtick { end += 1 }
                index = max(end, index + 1)
            }
            return names
        }
    }
}
