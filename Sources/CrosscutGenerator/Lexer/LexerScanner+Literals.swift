/// String and regular expression literals: found by pure scans that return where they end, so that
/// interpolations can nest them without producing tokens.
extension LexerScanner {
    /// Where a scanned literal or comment ends, and whether it was closed.
    struct ScanEnd {
        var end: Int
        var terminated: Bool
    }

    /// Nesting deeper than this (strings in interpolations in strings …) is reported as unterminated,
    /// so that no input can exhaust the stack.
    static let maximumNesting = 32

    /// Lexes a string literal whose delimiter starts at `start` (`pounds` `#`s, then `"`).
    mutating func lexString(start: Int, pounds: Int) {
        let quote = start + pounds
        let scanned = scanString(quote: quote, pounds: pounds, depth: 0)
        emit(.string, start, scanned.end)
        if !scanned.terminated {
            let hashes = String(repeating: "#", count: pounds)
            let closing = (opensMultilineString(quote: quote, pounds: pounds) ? "\"\"\"" : "\"") + hashes
            report(.error, "unterminated string literal; close it with '\(closing)'", at: start)
        }
    }

    static let tripleQuote = FixedWord("\"\"\"")

    /// Whether the literal whose opening quote is at `quote`, after `pounds` `#`s, is multi-line.
    /// As `swiftc` decides: `"""` opens a multi-line literal unless, in a raw string, `"` and the
    /// `#`s follow later on the same line, which makes a one-line literal holding quotes: `#"""#`
    /// holds `"`, `##"""#"##` holds `""#`. (A multi-line literal's content must start on the next
    /// line; the compiler reports anything else after its `"""`.)
    func opensMultilineString(quote: Int, pounds: Int) -> Bool {
        var scan = ByteCursor(bytes, at: quote)
        guard scan.spells(Self.tripleQuote) else { return false }
        guard pounds > 0 else { return true }
        scan.advance(by: 2)
        while let byte = scan.peek(), !Byte.isLineBreak(byte) {
            if byte == Byte.quote && Self.hasPounds(scan, at: 1, pounds) { return false }
            scan.advance()
        }
        return true
    }

    /// Whether `pounds` `#`s follow from `distance` bytes after `scan`.
    static func hasPounds(_ scan: ByteCursor, at distance: Int, _ pounds: Int) -> Bool {
        var offset = 0
        while offset < pounds, scan.is(Byte.hash, at: distance + offset) { offset += 1 }
        return offset == pounds
    }

    /// Scans a string literal from its opening quote; single-line strings end unterminated at a line break.
    func scanString(quote: Int, pounds: Int, depth: Int) -> ScanEnd {
        let isMultiline = opensMultilineString(quote: quote, pounds: pounds)
        var scan = ByteCursor(bytes, at: quote + (isMultiline ? 3 : 1))
        while let byte = scan.peek() {
            if byte == Byte.backslash {
                var next = scan
                next.advance()
                var matched = 0
                while matched < pounds && next.advance(matching: Byte.hash) { matched += 1 }
                if matched < pounds {  // not an escape in a raw string
                    scan = next
                    continue
                }
                guard let escaped = next.peek() else { break }
                if escaped == Byte.leftParen {
                    let interpolation = scanInterpolation(
                        from: next.offset + 1, isMultiline: isMultiline, depth: depth + 1)
                    guard interpolation.terminated else { return interpolation }
                    scan.move(to: interpolation.end)
                    continue
                }
                if !isMultiline && Byte.isLineBreak(escaped) {
                    return ScanEnd(end: next.offset, terminated: false)
                }
                next.advance()
                scan = next
                continue
            }
            if byte == Byte.quote {
                if isMultiline {
                    if scan.spells(Self.tripleQuote) && Self.hasPounds(scan, at: 3, pounds) {
                        return ScanEnd(end: scan.offset + 3 + pounds, terminated: true)
                    }
                } else if Self.hasPounds(scan, at: 1, pounds) {
                    return ScanEnd(end: scan.offset + 1 + pounds, terminated: true)
                }
                scan.advance()
                continue
            }
            if !isMultiline && Byte.isLineBreak(byte) {
                return ScanEnd(end: scan.offset, terminated: false)
            }
            scan.advance()
        }
        return ScanEnd(end: count, terminated: false)
    }

    /// Scans `\( … )` from just after its `(`: parentheses nest, and strings and comments inside are skipped.
    func scanInterpolation(from start: Int, isMultiline: Bool, depth: Int) -> ScanEnd {
        guard depth <= Self.maximumNesting else { return ScanEnd(end: start, terminated: false) }
        var scan = ByteCursor(bytes, at: start)
        var parentheses = 1
        while let byte = scan.peek() {
            switch byte {
            case Byte.leftParen:
                parentheses += 1
                scan.advance()
            case Byte.rightParen:
                parentheses -= 1
                scan.advance()
                if parentheses == 0 { return ScanEnd(end: scan.offset, terminated: true) }
            case Byte.quote:
                let string = scanString(quote: scan.offset, pounds: 0, depth: depth + 1)
                guard string.terminated else { return string }
                scan.move(to: string.end)
            case Byte.hash:
                var quote = scan
                let pounds = quote.advance(whileMatching: Byte.hash)
                if quote.is(Byte.quote) {
                    let string = scanString(quote: quote.offset, pounds: pounds, depth: depth + 1)
                    guard string.terminated else { return string }
                    scan.move(to: string.end)
                } else {
                    scan = quote
                }
            case Byte.slash where scan.is(Byte.star, at: 1):
                let comment = scanBlockComment(from: scan.offset)
                guard comment.terminated else { return comment }
                scan.move(to: comment.end)
            case Byte.slash where scan.is(Byte.slash, at: 1):
                scan.advance(while: { !Byte.isLineBreak($0) })
            case Byte.newline, Byte.carriageReturn:
                if !isMultiline { return ScanEnd(end: scan.offset, terminated: false) }
                scan.advance()
            default:
                scan.advance()
            }
        }
        return ScanEnd(end: count, terminated: false)
    }

    /// `#/ … /#` (any number of `#`), which may span lines.
    mutating func lexExtendedRegex(start: Int, pounds: Int) {
        var scan = ByteCursor(bytes, at: start + pounds + 1)
        while let byte = scan.peek() {
            if byte == Byte.backslash {
                scan.advance(by: 2)
                continue
            }
            if byte == Byte.slash && Self.hasPounds(scan, at: 1, pounds) {
                emit(.regex, start, scan.offset + 1 + pounds)
                return
            }
            scan.advance()
        }
        emit(.regex, start, count)
        report(
            .error, "unterminated regex literal; close it with '/\(String(repeating: "#", count: pounds))'", at: start)
    }

    static let keywordsBeforeExpression = [
        FixedWord("return"), FixedWord("case"), FixedWord("try"), FixedWord("await"), FixedWord("in"),
        FixedWord("where"), FixedWord("if"), FixedWord("guard"), FixedWord("while"), FixedWord("throw"),
    ]

    /// Whether `token` is a keyword after which an expression (so a regex literal) may start.
    func isKeywordBeforeExpression(_ token: Token) -> Bool {
        Self.keywordsBeforeExpression.contains { $0.isSpelled(in: bytes, exactly: token.start..<token.end) }
    }

    /// A bare `/…/` regex literal where an expression may start and the line holds its closing `/`.
    mutating func lexBareRegexIfPresent() -> Bool {
        let start = cursor.offset
        guard start >= noRegexBefore, let first = cursor.peek(at: 1) else { return false }
        guard first != Byte.space && first != Byte.tab && !Byte.isLineBreak(first) else { return false }
        guard let previous = tokens.last else { return false }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .arrow:
            break
        case .operator
        where previous.end - previous.start == 1 && ByteCursor(bytes, at: previous.start).is(Byte.equals):
            break
        case .identifier where isKeywordBeforeExpression(previous):
            break
        default:
            return false
        }
        var scan = cursor
        scan.advance()
        var inClass = false
        while let byte = scan.peek(), !Byte.isLineBreak(byte) {
            if byte == Byte.backslash {
                scan.advance(by: 2)
                continue
            }
            if byte == Byte.leftBracket {
                inClass = true
            } else if byte == Byte.rightBracket {
                inClass = false
            } else if byte == Byte.slash && !inClass {
                emit(.regex, start, scan.offset + 1)
                return true
            }
            scan.advance()
        }
        noRegexBefore = scan.offset  // no closing `/` up to the line's end: do not scan this line again
        return false
    }
}
