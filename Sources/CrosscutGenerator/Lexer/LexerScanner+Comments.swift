/// Comments: skipped, except `// @crosscut` line comments, which are kept as annotation tokens.
extension LexerScanner {
    static let marker: [UInt8] = Array("@crosscut".utf8)

    /// `/` starts a comment, a regex literal or an operator.
    mutating func lexSlash() {
        let next = position + 1 < count ? bytes[position + 1] : 0
        if next == Byte.slash {
            lexLineComment()
        } else if next == Byte.star {
            lexBlockComment()
        } else if !lexBareRegexIfPresent() {
            lexOperator()
        }
    }

    /// Whether the text at `index` is `@crosscut` not followed by more of a name.
    func startsWithMarker(at index: Int) -> Bool {
        let marker = Self.marker
        guard index + marker.count <= count else { return false }
        for offset in 0..<marker.count where bytes[index + offset] != marker[offset] {
            return false
        }
        let after = index + marker.count
        return after == count || !Byte.isIdentifierBody(bytes[after])
    }

    private mutating func lexLineComment() {
        let start = position
        var end = start + 2
        while end < count && !Byte.isLineBreak(bytes[end]) { end += 1 }
        var content = start + 2
        let isDocumentation = content < end && bytes[content] == Byte.slash
        while content < end && bytes[content] == Byte.slash { content += 1 }
        while content < end && (bytes[content] == Byte.space || bytes[content] == Byte.tab) { content += 1 }
        if startsWithMarker(at: content) {
            if isDocumentation {
                report(.warning, Self.misplacedMarkerMessage, at: content)
            } else {
                emitAnnotation(start, end)
            }
        }
        position = end
    }

    static let misplacedMarkerMessage =
        "'@crosscut' in a documentation or block comment has no effect; write it as a line comment: '// @crosscut(...)'"

    private mutating func lexBlockComment() {
        let start = position
        let comment = scanBlockComment(from: start)
        if !comment.terminated {
            report(.error, "unterminated '/*' comment; close it with '*/'", at: start)
            position = count
            return
        }
        var content = start + 2
        while content < comment.end {
            let byte = bytes[content]
            guard
                byte == Byte.star || byte == Byte.space || byte == Byte.tab || byte == Byte.exclamation
                    || Byte.isLineBreak(byte)
            else { break }
            content += 1
        }
        if startsWithMarker(at: content) {
            report(.warning, Self.misplacedMarkerMessage, at: content)
        }
        position = comment.end
    }

    /// Scans a block comment from its `/*`; comments nest.
    func scanBlockComment(from start: Int) -> ScanEnd {
        var index = start + 2
        var depth = 1
        while index < count {
            let byte = bytes[index]
            if byte == Byte.slash && index + 1 < count && bytes[index + 1] == Byte.star {
                depth += 1
                index += 2
            } else if byte == Byte.star && index + 1 < count && bytes[index + 1] == Byte.slash {
                depth -= 1
                index += 2
                if depth == 0 { return ScanEnd(end: index, terminated: true) }
            } else {
                index += 1
            }
        }
        return ScanEnd(end: count, terminated: false)
    }
}
