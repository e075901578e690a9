/// Parses one `// @crosscut(...)` comment into an ``Annotation``: syntax only.
///
/// Grammar (spaces allowed between all parts):
/// ```
/// annotation := '@crosscut' '(' [ item { ',' item } ] ')' [ '//' comment ]
/// item       := name | name '(' [ argument { ',' argument } ] ')' | name ':' value
/// argument   := [ label ':' ] value
/// value      := a run of letters, digits, '_', '.', '+', '-', '<', with '(' … ')' after it if it
///               takes arguments  |  a "quoted string"  |  a regex literal, /…/ or #/…/#
/// ```
/// For example `@crosscut(logging, cached(ttl: 300), redact: token, skip(retry))`.
/// Syntax errors are reported at their exact column with what to write instead; an annotation with
/// an error yields no ``Annotation``.
enum AnnotationParser {
    /// The parsed annotation (if its syntax is right) and the syntax errors found.
    struct Result {
        var annotation: Annotation?
        var diagnostics: [Diagnostic]
    }

    static func parse(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result {
        var scanner = AnnotationScanner(token: token, bytes: bytes, file: file)
        let annotation = scanner.parse()
        return Result(annotation: annotation, diagnostics: scanner.diagnostics)
    }

    /// Where the comment's `@crosscut` is.
    static func markerLocation(of token: Token, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        let scanner = AnnotationScanner(token: token, bytes: bytes, file: file)
        return scanner.location(scanner.markerOffset)
    }
}

/// The reading of one annotation comment (a single line, so columns are offsets), through a
/// ``ByteCursor`` that ends where the comment does.
private struct AnnotationScanner {
    let token: Token
    let file: String
    let markerOffset: Int
    var cursor: ByteCursor
    var diagnostics: [Diagnostic] = []

    init(token: Token, bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.token = token
        self.file = file
        cursor = ByteCursor(UnsafeBufferPointer(rebasing: bytes[0..<min(token.end, bytes.count)]), at: token.start)
        cursor.advance(while: { $0 != Byte.at })
        markerOffset = cursor.offset
    }

    /// Where the cursor is.
    var position: Int { cursor.offset }

    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column + (offset - token.start))
    }

    mutating func error(_ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(.error, message, at: location(offset)))
    }

    var currentByte: UInt8? { cursor.peek() }

    mutating func skipSpaces() {
        cursor.advance(while: { $0 == Byte.space || $0 == Byte.tab })
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: cursor.bytes[range], as: UTF8.self)
    }

    /// What stands at the cursor, for messages: `'x'`, or "the end of the line".
    var found: String {
        guard !cursor.isAtEnd else { return "the end of the comment" }
        var stop = cursor
        stop.advance(while: Byte.isIdentifierBody)
        return "'" + text(position..<max(stop.offset, position + 1)) + "'"
    }

    mutating func parse() -> Annotation? {
        let marker = markerOffset
        cursor.move(to: marker + AnnotationMarker.exact.count)
        skipSpaces()
        guard currentByte == Byte.leftParen else {
            error(
                "expected '(' after '@crosscut', found \(found); write the concerns in parentheses, for example "
                    + "'// @crosscut(logging, metrics)'",
                at: position)
            return nil
        }
        let open = position
        cursor.advance()
        var items: [Annotation.Item] = []
        skipSpaces()
        if !cursor.advance(matching: Byte.rightParen) {
            while true {
                skipSpaces()
                guard let item = parseItem() else { return nil }
                items.append(item)
                skipSpaces()
                guard let byte = currentByte else {
                    error("expected ')' to close '@crosscut('; add ')' at the end of the annotation", at: position)
                    return nil
                }
                if byte == Byte.rightParen {
                    cursor.advance()
                    break
                }
                if byte == Byte.comma {
                    let comma = position
                    cursor.advance()
                    skipSpaces()
                    if cursor.isAtEnd || cursor.is(Byte.rightParen) {
                        error("unexpected trailing ','; remove it, or add another item after it", at: comma)
                        return nil
                    }
                    continue
                }
                error(
                    "expected ',' or ')' after '\(item.name)', found \(found); separate items with commas, as in "
                        + "'@crosscut(logging, metrics)'",
                    at: position)
                return nil
            }
        }
        let close = position - 1
        guard checkTrailingText() else { return nil }
        return Annotation(text: text(open + 1..<close), items: items, location: location(marker))
    }

    /// After the closing `)` only spaces or another `//` comment may follow.
    mutating func checkTrailingText() -> Bool {
        skipSpaces()
        guard let byte = currentByte else { return true }
        if byte == Byte.slash && cursor.is(Byte.slash, at: 1) { return true }
        if byte == Byte.rightParen {
            error(
                "unexpected ')' after the annotation's closing ')'; remove it (the parentheses are unbalanced)",
                at: position)
        } else {
            error(
                "unexpected \(found) after the annotation's closing ')'; remove it, or put a note after '//'",
                at: position)
        }
        return false
    }

    mutating func parseItem() -> Annotation.Item? {
        let start = position
        guard let byte = currentByte, Byte.isIdentifierHead(byte), byte != Byte.dollar else {
            if currentByte == nil {
                error("expected ')' to close '@crosscut('; add ')' at the end of the annotation", at: position)
            } else {
                error(
                    "expected a concern or option name, found \(found); write a name such as 'logging' or "
                        + "'cached(ttl: 300)'",
                    at: position)
            }
            return nil
        }
        cursor.advance(while: Byte.isIdentifierBody)
        let name = text(start..<position)
        var arguments: [Annotation.Argument] = []
        skipSpaces()
        if cursor.advance(matching: Byte.leftParen) {
            guard let parsed = parseArguments(of: name) else { return nil }
            arguments = parsed
        } else if cursor.advance(matching: Byte.colon) {
            skipSpaces()
            let valueStart = position
            guard let value = parseValue() else { return nil }
            guard !value.isEmpty else {
                error(
                    "expected a value after '\(name):', found \(found); write for example '\(name): token'",
                    at: position)
                return nil
            }
            arguments = [Annotation.Argument(label: nil, value: value, location: location(valueStart))]
        }
        return Annotation.Item(name: name, arguments: arguments, location: location(start))
    }

    /// `label: value, value, …)` after an item's `(`.
    mutating func parseArguments(of name: String) -> [Annotation.Argument]? {
        var arguments: [Annotation.Argument] = []
        while true {
            skipSpaces()
            guard let byte = currentByte else {
                error("expected ')' to close '\(name)('; add ')' after its arguments", at: position)
                return nil
            }
            if byte == Byte.rightParen && arguments.isEmpty {
                cursor.advance()
                return arguments
            }
            let argumentStart = position
            var label: String?
            if Byte.isIdentifierHead(byte) {
                cursor.advance(while: Byte.isIdentifierBody)
                let word = text(argumentStart..<position)
                skipSpaces()
                if cursor.advance(matching: Byte.colon) {
                    label = word
                    skipSpaces()
                } else {
                    cursor.move(to: argumentStart)
                }
            }
            let valueStart = position
            guard let value = parseValue() else { return nil }
            guard !value.isEmpty else {
                let example = label.map { "'\($0): 300'" } ?? "'\(name)(ttl: 300)'"
                error("expected a value in '\(name)(…)', found \(found); write for example \(example)", at: position)
                return nil
            }
            arguments.append(
                Annotation.Argument(
                    label: label, value: value, location: location(argumentStart), valueLocation: location(valueStart)))
            skipSpaces()
            guard let next = currentByte else {
                error("expected ')' to close '\(name)('; add ')' after its arguments", at: position)
                return nil
            }
            if next == Byte.rightParen {
                cursor.advance()
                return arguments
            }
            if next == Byte.comma {
                let comma = position
                cursor.advance()
                skipSpaces()
                if cursor.isAtEnd || cursor.is(Byte.rightParen) {
                    error("unexpected trailing ','; remove it, or add another argument after it", at: comma)
                    return nil
                }
                continue
            }
            error(
                "expected ',' or ')' after '\(value)' in '\(name)(…)', found \(found); separate arguments with commas",
                at: position)
            return nil
        }
    }

    /// A quoted string (as written, quotes included), a regex literal (`/[0-9]{5}/`, `#/a/b/#`), or a
    /// run of name, number, sign and range characters (`13...120`, `..<10`, `Age.minimum`) with, right
    /// after it, its arguments in parentheses (`count(1...40)`, `matches(/[0-9]+/)`); empty when none
    /// is there, `nil` after reporting an unterminated string, regex or parenthesis.
    mutating func parseValue() -> String? {
        let start = position
        if cursor.is(Byte.quote) || isAtRegex {
            guard skipLiteral() else { return nil }
            return text(start..<position)
        }
        cursor.advance(while: {
            Byte.isIdentifierBody($0) || $0 == Byte.dot || $0 == Byte.minus || $0 == Byte.plus || $0 == Byte.less
        })
        if position > start, cursor.is(Byte.leftParen) {
            guard skipParenthesized(after: text(start..<position)) else { return nil }
        }
        return text(start..<position)
    }

    /// Whether a regex literal starts at the cursor: `/`, or `#` signs and `/`.
    var isAtRegex: Bool {
        var hashes = 0
        while cursor.is(Byte.hash, at: hashes) { hashes += 1 }
        return cursor.is(Byte.slash, at: hashes)
    }

    /// Moves past the string or regex literal at the cursor, escapes included; `false` after reporting
    /// that it does not end before the comment does.
    mutating func skipLiteral() -> Bool {
        let start = position
        let hashes = cursor.advance(whileMatching: Byte.hash)
        let delimiter = cursor.peek() ?? Byte.quote
        cursor.advance()
        while let byte = cursor.peek() {
            cursor.advance(by: byte == Byte.backslash ? 2 : 1)
            if byte == delimiter, (0..<hashes).allSatisfy({ cursor.is(Byte.hash, at: $0) }) {
                cursor.advance(by: hashes)
                return true
            }
        }
        if delimiter == Byte.quote {
            error("unterminated string in the annotation; close it with '\"'", at: start)
        } else {
            let closing = "/" + String(repeating: "#", count: hashes)
            error("unterminated regex literal in the annotation; close it with '\(closing)'", at: start)
        }
        return false
    }

    /// Moves past the parenthesized arguments of `name` at the cursor, nested parentheses, strings and
    /// regex literals included; `false` after reporting that they do not close.
    mutating func skipParenthesized(after name: String) -> Bool {
        var depth = 0
        while let byte = cursor.peek() {
            if byte == Byte.quote || isAtRegex {
                guard skipLiteral() else { return false }
                continue
            }
            cursor.advance()
            if byte == Byte.leftParen { depth += 1 }
            if byte == Byte.rightParen {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        error("expected ')' to close '\(name)('; add ')' after its arguments", at: position)
        return false
    }
}
