/// The `@crosscut` that starts an annotation, and the near misses that look meant as one but are
/// not (`@Crosscut`, `@CROSSCUT`, `@ crosscut`): the generator warns of those rather than ignoring
/// them in silence.
enum AnnotationMarker {
    static let exact = FixedWord("@crosscut")
    private static let word = FixedWord("crosscut")

    /// Whether `content` is at `@crosscut` exactly, not followed by more of a name.
    static func isExact(_ content: ByteCursor) -> Bool {
        content.spells(exact) && !content.is(at: exact.count, where: Byte.isIdentifierBody)
    }

    /// The length of a near miss at `content` — `@`, spaces or tabs, then `crosscut` in any case,
    /// not followed by more of a name, and not spelled exactly — or `nil`.
    static func nearMiss(at content: ByteCursor) -> Int? {
        guard content.is(Byte.at), !isExact(content) else { return nil }
        var cursor = content
        cursor.advance()
        cursor.advance(while: { $0 == Byte.space || $0 == Byte.tab })
        let spelling = word.spelling
        for offset in 0..<spelling.count {
            guard let byte = cursor.peek(at: offset), byte | 0x20 == spelling[offset] else { return nil }
        }
        guard !cursor.is(at: spelling.count, where: Byte.isIdentifierBody) else { return nil }
        return cursor.offset + spelling.count - content.offset
    }

    /// Whether `bytes` hold the marker or a near miss anywhere: the cheap check before a file is
    /// lexed.
    static func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == Byte.at {  // most bytes differ: the checks only for those that do not
                let cursor = ByteCursor(bytes, at: index)
                if isExact(cursor) || nearMiss(at: cursor) != nil { return true }
            }
            index += 1
        }
        return false
    }
}
