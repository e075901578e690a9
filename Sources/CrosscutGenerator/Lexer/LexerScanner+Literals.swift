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

    func isTripleQuote(at index: Int) -> Bool {
        index + 2 < count && bytes[index] == Byte.quote && bytes[index + 1] == Byte.quote
            && bytes[index + 2] == Byte.quote
    }

    /// Whether the literal whose opening quote is at `quote`, after `pounds` `#`s, is multi-line.
    /// As `swiftc` decides: `"""` opens a multi-line literal unless, in a raw string, `"` and the
    /// `#`s follow later on the same line, which makes a one-line literal holding quotes: `#"""#`
    /// holds `"`, `##"""#"##` holds `""#`. (A multi-line literal's content must start on the next
    /// line; the compiler reports anything else after its `"""`.)
    func opensMultilineString(quote: Int, pounds: Int) -> Bool {
        guard isTripleQuote(at: quote) else { return false }
        guard pounds > 0 else { return true }
        var index = quote + 2
        while index < count && !Byte.isLineBreak(bytes[index]) {
            if bytes[index] == Byte.quote && hasPounds(at: index + 1, pounds) { return false }
            index += 1
        }
        return true
    }

    func hasPounds(at index: Int, _ pounds: Int) -> Bool {
        guard index + pounds <= count else { return false }
        var offset = 0
        while offset < pounds {
            if bytes[index + offset] != Byte.hash { return false }
            offset += 1
        }
        return true
    }

    /// Scans a string literal from its opening quote; single-line strings end unterminated at a line break.
    func scanString(quote: Int, pounds: Int, depth: Int) -> ScanEnd {
        let isMultiline = opensMultilineString(quote: quote, pounds: pounds)
        var index = quote + (isMultiline ? 3 : 1)
        while index < count {
            let byte = bytes[index]
            if byte == Byte.backslash {
                var next = index + 1
                var matched = 0
                while matched < pounds && next < count && bytes[next] == Byte.hash {
                    matched += 1
                    next += 1
                }
                if matched < pounds {  // not an escape in a raw string
                    index = next
                    continue
                }
                guard next < count else { break }
                if bytes[next] == Byte.leftParen {
                    let interpolation = scanInterpolation(from: next + 1, isMultiline: isMultiline, depth: depth + 1)
                    guard interpolation.terminated else { return interpolation }
                    index = interpolation.end
                    continue
                }
                if !isMultiline && Byte.isLineBreak(bytes[next]) {
                    return ScanEnd(end: next, terminated: false)
                }
                index = next + 1
                continue
            }
            if byte == Byte.quote {
                if isMultiline {
                    if isTripleQuote(at: index) && hasPounds(at: index + 3, pounds) {
                        return ScanEnd(end: index + 3 + pounds, terminated: true)
                    }
                } else if hasPounds(at: index + 1, pounds) {
                    return ScanEnd(end: index + 1 + pounds, terminated: true)
                }
                index += 1
                continue
            }
            if !isMultiline && Byte.isLineBreak(byte) {
                return ScanEnd(end: index, terminated: false)
            }
            index += 1
        }
        return ScanEnd(end: count, terminated: false)
    }

    /// Scans `\( … )` from just after its `(`: parentheses nest, and strings and comments inside are skipped.
    func scanInterpolation(from start: Int, isMultiline: Bool, depth: Int) -> ScanEnd {
        guard depth <= Self.maximumNesting else { return ScanEnd(end: start, terminated: false) }
        var index = start
        var parentheses = 1
        while index < count {
            let byte = bytes[index]
            switch byte {
            case Byte.leftParen:
                parentheses += 1
                index += 1
            case Byte.rightParen:
                parentheses -= 1
                index += 1
                if parentheses == 0 { return ScanEnd(end: index, terminated: true) }
            case Byte.quote:
                let string = scanString(quote: index, pounds: 0, depth: depth + 1)
                guard string.terminated else { return string }
                index = string.end
            case Byte.hash:
                var pounds = 0
                while index + pounds < count && bytes[index + pounds] == Byte.hash { pounds += 1 }
                if index + pounds < count && bytes[index + pounds] == Byte.quote {
                    let string = scanString(quote: index + pounds, pounds: pounds, depth: depth + 1)
                    guard string.terminated else { return string }
                    index = string.end
                } else {
                    index += pounds
                }
            case Byte.slash where index + 1 < count && bytes[index + 1] == Byte.star:
                let comment = scanBlockComment(from: index)
                guard comment.terminated else { return comment }
                index = comment.end
            case Byte.slash where index + 1 < count && bytes[index + 1] == Byte.slash:
                while index < count && !Byte.isLineBreak(bytes[index]) { index += 1 }
            case Byte.newline, Byte.carriageReturn:
                if !isMultiline { return ScanEnd(end: index, terminated: false) }
                index += 1
            default:
                index += 1
            }
        }
        return ScanEnd(end: count, terminated: false)
    }

    /// `#/ … /#` (any number of `#`), which may span lines.
    mutating func lexExtendedRegex(start: Int, pounds: Int) {
        var index = start + pounds + 1
        while index < count {
            if bytes[index] == Byte.backslash {
                index += 2
                continue
            }
            if bytes[index] == Byte.slash && hasPounds(at: index + 1, pounds) {
                emit(.regex, start, index + 1 + pounds)
                return
            }
            index += 1
        }
        emit(.regex, start, count)
        report(
            .error, "unterminated regex literal; close it with '/\(String(repeating: "#", count: pounds))'", at: start)
    }

    static let keywordsBeforeExpression: [[UInt8]] = [
        "return", "case", "try", "await", "in", "where", "if", "guard", "while", "throw",
    ].map { Array($0.utf8) }

    /// Whether `token` is a keyword after which an expression (so a regex literal) may start.
    static func isKeywordBeforeExpression(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = token.end - token.start
        return keywordsBeforeExpression.contains { keyword in
            keyword.count == length && keyword.indices.allSatisfy { bytes[token.start + $0] == keyword[$0] }
        }
    }

    /// A bare `/…/` regex literal where an expression may start and the line holds its closing `/`.
    mutating func lexBareRegexIfPresent() -> Bool {
        let start = position
        guard start + 1 < count, start >= noRegexBefore else { return false }
        let first = bytes[start + 1]
        guard first != Byte.space && first != Byte.tab && !Byte.isLineBreak(first) else { return false }
        guard let previous = tokens.last else { return false }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .arrow:
            break
        case .operator where previous.end - previous.start == 1 && bytes[previous.start] == Byte.equals:
            break
        case .identifier where Self.isKeywordBeforeExpression(previous, in: bytes):
            break
        default:
            return false
        }
        var index = start + 1
        var inClass = false
        while index < count && !Byte.isLineBreak(bytes[index]) {
            let byte = bytes[index]
            if byte == Byte.backslash {
                index += 2
                continue
            }
            if byte == Byte.leftBracket {
                inClass = true
            } else if byte == Byte.rightBracket {
                inClass = false
            } else if byte == Byte.slash && !inClass {
                emit(.regex, start, index + 1)
                return true
            }
            index += 1
        }
        noRegexBefore = index  // no closing `/` up to the line's end: do not scan this line again
        return false
    }
}
