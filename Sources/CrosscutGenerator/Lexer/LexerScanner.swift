/// The lexer's state while it walks the bytes once, front to back.
struct LexerScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let file: String
    var position = 0
    var tokens: [Token] = []
    var annotations: [Token] = []
    var diagnostics: [Diagnostic] = []
    /// A bare regex literal was looked for and not found up to this offset (so lines are scanned once).
    var noRegexBefore = 0

    /// Line breaks are counted up to `countedUpTo` (lazily inside comments and literals);
    /// `lineStart` is the offset after the last one.
    private var countedUpTo = 0
    private var line = 1
    private var lineStart = 0
    private var previousEnd = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.count = bytes.count
        self.file = file
        tokens.reserveCapacity(bytes.count / 5 + 8)
    }

    /// Lexes the whole source.
    mutating func run() {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3  // UTF-8 byte order mark
        }
        while position < count {
            let byte = bytes[position]
            switch byte {
            case Byte.space, Byte.tab, 0x0B, 0x0C, 0x00:
                if countedUpTo == position { countedUpTo += 1 }
                position += 1
            case Byte.newline:
                if countedUpTo == position {  // counted here, so `advanceLines` need not walk it again
                    line += 1
                    lineStart = position + 1
                    countedUpTo = position + 1
                }
                position += 1
            case Byte.carriageReturn:
                position += 1
            case Byte.slash:
                lexSlash()
            case Byte.quote:
                lexString(start: position, pounds: 0)
            case Byte.hash:
                lexHash()
            case Byte.backtick:
                lexBacktick()
            case Byte.at: single(.atSign)
            case Byte.leftParen: single(.leftParen)
            case Byte.rightParen: single(.rightParen)
            case Byte.leftBrace: single(.leftBrace)
            case Byte.rightBrace: single(.rightBrace)
            case Byte.leftBracket: single(.leftBracket)
            case Byte.rightBracket: single(.rightBracket)
            case Byte.comma: single(.comma)
            case Byte.colon: single(.colon)
            case Byte.semicolon: single(.semicolon)
            case Byte.backslash: single(.backslash)
            case Byte.dot:
                if position + 1 < count && bytes[position + 1] == Byte.dot {
                    var end = position + 1
                    while end < count && bytes[end] == Byte.dot { end += 1 }
                    emit(.operator, position, end)
                } else {
                    single(.period)
                }
            default:
                if Byte.isDigit(byte) {
                    lexNumber()
                } else if Byte.isIdentifierHead(byte) {
                    var end = position + 1
                    while end < count && Byte.isIdentifierBody(bytes[end]) { end += 1 }
                    emit(.identifier, position, end)
                } else if Byte.isOperator(byte) {
                    lexOperator()
                } else {
                    single(.unknown)
                }
            }
        }
        emit(.endOfFile, count, count)
    }

    // MARK: Positions

    /// Counts line breaks up to `offset`.
    private mutating func advanceLines(to offset: Int) {
        if offset < countedUpTo {  // Not reached in the forward walk; kept correct anyway.
            countedUpTo = 0
            line = 1
            lineStart = 0
        }
        var index = countedUpTo
        while index < offset {
            let byte = bytes[index]
            if byte == Byte.newline
                || (byte == Byte.carriageReturn && (index + 1 >= count || bytes[index + 1] != Byte.newline))
            {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        countedUpTo = offset
    }

    /// The source location of `offset` (offsets must mostly grow; the lexer only asks forward).
    mutating func location(at offset: Int) -> SourceLocation {
        advanceLines(to: offset)
        return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    /// Appends a token of `kind` spanning `start..<end` and moves past it.
    mutating func emit(_ kind: Token.Kind, _ start: Int, _ end: Int) {
        advanceLines(to: start)
        let atLineStart = tokens.isEmpty || lineStart > previousEnd
        tokens.append(
            Token(
                kind: kind, start: start, end: end, line: line, column: start - lineStart + 1,
                isAtLineStart: atLineStart))
        previousEnd = end
        position = max(end, start + 1)
        if kind != .string && kind != .regex && kind != .endOfFile {
            countedUpTo = end  // such tokens hold no line breaks
        }
    }

    /// Keeps a `// @crosscut` line comment.
    mutating func emitAnnotation(_ start: Int, _ end: Int) {
        advanceLines(to: start)
        annotations.append(
            Token(
                kind: .annotation, start: start, end: end, line: line, column: start - lineStart + 1,
                isAtLineStart: lineStart > previousEnd || tokens.isEmpty))
    }

    mutating func single(_ kind: Token.Kind) {
        emit(kind, position, position + 1)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(severity, message, at: location(at: offset)))
    }

    // MARK: Simple tokens

    private mutating func lexNumber() {
        var end = position + 1
        while end < count {
            let byte = bytes[end]
            if Byte.isIdentifierBody(byte) {
                end += 1
            } else if byte == Byte.dot && end + 1 < count && Byte.isDigit(bytes[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        emit(.number, position, end)
    }

    /// Operators: `->`, single-character `<`, `>`, `?`, `!`, `&`, `=`, otherwise the longest run.
    mutating func lexOperator() {
        let start = position
        let byte = bytes[start]
        if byte == Byte.minus && start + 1 < count && bytes[start + 1] == Byte.greater {
            emit(.arrow, start, start + 2)
            return
        }
        if Byte.isSingleOperator(byte) {
            emit(.operator, start, start + 1)
            return
        }
        var end = start + 1
        while end < count, Byte.isOperator(bytes[end]), !Byte.isSingleOperator(bytes[end]) {
            if bytes[end] == Byte.slash && end + 1 < count
                && (bytes[end + 1] == Byte.slash || bytes[end + 1] == Byte.star)
            {
                break  // a comment starts
            }
            end += 1
        }
        emit(.operator, start, end)
    }

    private mutating func lexBacktick() {
        var end = position + 1
        while end < count && bytes[end] != Byte.backtick && !Byte.isLineBreak(bytes[end]) { end += 1 }
        if end < count && bytes[end] == Byte.backtick && end > position + 1 {
            emit(.identifier, position, end + 1)
        } else {
            single(.unknown)
        }
    }

    /// `#if`-style directives and `#available`-style names, raw strings and `#/regex/#` literals.
    private mutating func lexHash() {
        let start = position
        var pounds = 0
        while start + pounds < count && bytes[start + pounds] == Byte.hash { pounds += 1 }
        let next = start + pounds
        if next < count && bytes[next] == Byte.quote {
            lexString(start: start, pounds: pounds)
        } else if next < count && bytes[next] == Byte.slash {
            lexExtendedRegex(start: start, pounds: pounds)
        } else if pounds == 1 && next < count && Byte.isIdentifierHead(bytes[next]) {
            var end = next + 1
            while end < count && Byte.isIdentifierBody(bytes[end]) { end += 1 }
            emit(.pound, start, end)
        } else {
            single(.unknown)
        }
    }
}
