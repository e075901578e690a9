/// Comments: skipped, except `// @crosscut` line comments, which are kept as annotation tokens.
extension LexerScanner {
    /// `/` starts a comment, a regex literal or an operator.
    mutating func lexSlash() {
        if cursor.is(Byte.slash, at: 1) {
            lexLineComment()
        } else if cursor.is(Byte.star, at: 1) {
            lexBlockComment()
        } else if !lexBareRegexIfPresent() {
            lexOperator()
        }
    }

    private mutating func lexLineComment() {
        let start = cursor.offset
        var end = cursor
        end.advance(while: { !Byte.isLineBreak($0) })
        var content = ByteCursor(bytes, at: start + 2)
        let isDocumentation = content.is(Byte.slash)
        content.advance(whileMatching: Byte.slash)
        content.advance(while: { $0 == Byte.space || $0 == Byte.tab })
        if AnnotationMarker.isExact(content) {
            if isDocumentation {
                report(.warning, Self.misplacedMarkerMessage, at: content.offset)
            } else {
                emitAnnotation(start, end.offset)
            }
        } else {
            reportNearMiss(at: content)
        }
        cursor = end
    }

    /// Warns of a near miss of the marker at `content` (`@Crosscut`), which would otherwise be
    /// ignored in silence.
    private mutating func reportNearMiss(at content: ByteCursor) {
        guard let length = AnnotationMarker.nearMiss(at: content) else { return }
        let written = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[content.offset..<content.offset + length]), as: UTF8.self)
        report(
            .warning,
            "'\(written)' is not an annotation and has no effect; write '@crosscut' in lower case, with no space after "
                + "'@', in a line comment: '// @crosscut(...)'", at: content.offset)
    }

    static let misplacedMarkerMessage =
        "'@crosscut' in a documentation or block comment has no effect; write it as a line comment: '// @crosscut(...)'"

    private mutating func lexBlockComment() {
        let start = cursor.offset
        let comment = scanBlockComment(from: start)
        if !comment.terminated {
            report(.error, "unterminated '/*' comment; close it with '*/'", at: start)
            cursor.move(to: count)
            return
        }
        var content = ByteCursor(bytes, at: start + 2)
        content.advance(while: {
            $0 == Byte.star || $0 == Byte.space || $0 == Byte.tab || $0 == Byte.exclamation || Byte.isLineBreak($0)
        })
        if AnnotationMarker.isExact(content) {
            report(.warning, Self.misplacedMarkerMessage, at: content.offset)
        } else {
            reportNearMiss(at: content)
        }
        cursor.move(to: comment.end)
    }

    /// Scans a block comment from its `/*`; comments nest.
    func scanBlockComment(from start: Int) -> ScanEnd {
        var scan = ByteCursor(bytes, at: start + 2)
        var depth = 1
        while !scan.isAtEnd {
            if scan.is(Byte.slash) && scan.is(Byte.star, at: 1) {
                depth += 1
                scan.advance(by: 2)
            } else if scan.is(Byte.star) && scan.is(Byte.slash, at: 1) {
                depth -= 1
                scan.advance(by: 2)
                if depth == 0 { return ScanEnd(end: scan.offset, terminated: true) }
            } else {
                scan.advance()
            }
        }
        return ScanEnd(end: count, terminated: false)
    }
}
