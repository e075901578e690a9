/// The lexer's state while it walks the bytes once, front to back.
struct LexerScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let file: String
    /// Where the next token starts.
    var cursor: ByteCursor
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
        self.cursor = ByteCursor(bytes, at: 0)
        tokens.reserveCapacity(bytes.count / 5 + 8)
    }

    /// Lexes the whole source.
    mutating func run() {
        if cursor.spells(FixedWord("\u{FEFF}")) { cursor.advance(by: 3) }  // a UTF-8 byte order mark
        while let byte = cursor.peek() {
            switch byte {
            case Byte.space, Byte.tab, 0x0B, 0x0C, 0x00:
                if countedUpTo == cursor.offset { countedUpTo += 1 }
                cursor.advance()
            case Byte.newline:
                if countedUpTo == cursor.offset {  // counted here, so `advanceLines` need not walk it again
                    line += 1
                    lineStart = cursor.offset + 1
                    countedUpTo = cursor.offset + 1
                }
                cursor.advance()
            case Byte.carriageReturn:
                cursor.advance()
            case Byte.slash:
                lexSlash()
            case Byte.quote:
                lexString(start: cursor.offset, pounds: 0)
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
                if cursor.is(Byte.dot, at: 1) {
                    var end = cursor
                    end.advance(whileMatching: Byte.dot)
                    emit(.operator, cursor.offset, end.offset)
                } else {
                    single(.period)
                }
            default:
                if Byte.isDigit(byte) {
                    lexNumber()
                } else if Byte.isIdentifierHead(byte) {
                    var end = cursor
                    end.advance()
                    end.advance(while: Byte.isIdentifierBody)
                    emit(.identifier, cursor.offset, end.offset)
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
        var scan = ByteCursor(bytes, at: countedUpTo)
        while scan.offset < offset, let byte = scan.peek() {
            if byte == Byte.newline || (byte == Byte.carriageReturn && !scan.is(Byte.newline, at: 1)) {
                line += 1
                lineStart = scan.offset + 1
            }
            scan.advance()
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
        cursor.move(to: max(end, start + 1))
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
        emit(kind, cursor.offset, cursor.offset + 1)
    }

    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(severity, message, at: location(at: offset)))
    }

    // MARK: Simple tokens

    /// Digits, letters and `_` (for `0x1F`, `1_000`, `1e9`), and a `.` followed by a digit.
    private mutating func lexNumber() {
        var end = cursor
        end.advance()
        while end.is(where: Byte.isIdentifierBody) || (end.is(Byte.dot) && end.is(at: 1, where: Byte.isDigit)) {
            end.advance(by: end.is(Byte.dot) ? 2 : 1)
        }
        emit(.number, cursor.offset, end.offset)
    }

    /// Operators: `->`, single-character `<`, `>`, `?`, `!`, `&`, `=`, otherwise the longest run.
    mutating func lexOperator() {
        let start = cursor.offset
        if cursor.is(Byte.minus) && cursor.is(Byte.greater, at: 1) {
            emit(.arrow, start, start + 2)
            return
        }
        if cursor.is(where: Byte.isSingleOperator) {
            emit(.operator, start, start + 1)
            return
        }
        var end = cursor
        end.advance()
        while end.is(where: Byte.isOperator), !end.is(where: Byte.isSingleOperator),
            !(end.is(Byte.slash) && (end.is(Byte.slash, at: 1) || end.is(Byte.star, at: 1)))  // a comment starts
        {
            end.advance()
        }
        emit(.operator, start, end.offset)
    }

    /// `` `name` `` on one line; a lone backtick is an unknown token.
    private mutating func lexBacktick() {
        var end = cursor
        end.advance()
        end.advance(while: { $0 != Byte.backtick && !Byte.isLineBreak($0) })
        if end.is(Byte.backtick) && end.offset > cursor.offset + 1 {
            emit(.identifier, cursor.offset, end.offset + 1)
        } else {
            single(.unknown)
        }
    }

    /// `#if`-style directives and `#available`-style names, raw strings and `#/regex/#` literals.
    private mutating func lexHash() {
        let start = cursor.offset
        var next = cursor
        let pounds = next.advance(whileMatching: Byte.hash)
        if next.is(Byte.quote) {
            lexString(start: start, pounds: pounds)
        } else if next.is(Byte.slash) {
            lexExtendedRegex(start: start, pounds: pounds)
        } else if pounds == 1 && next.is(where: Byte.isIdentifierHead) {
            next.advance(while: Byte.isIdentifierBody)
            emit(.pound, start, next.offset)
        } else {
            single(.unknown)
        }
    }
}
