/// Parses one `// @crosscut(...)` comment into an ``Annotation``: syntax only.
///
/// Grammar (spaces allowed between all parts):
/// ```
/// annotation := '@crosscut' '(' [ item { ',' item } ] ')' [ '//' comment ]
/// item       := name | name '(' [ argument { ',' argument } ] ')' | name ':' value
/// argument   := [ label ':' ] value
/// value      := a run of letters, digits, '_', '.', '+', '-'  |  a "quoted string"
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

/// The cursor over one annotation comment's bytes (a single line, so columns are offsets).
private struct AnnotationScanner {
    let token: Token
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let end: Int
    let markerOffset: Int
    var position: Int
    var diagnostics: [Diagnostic] = []

    init(token: Token, bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.token = token
        self.bytes = bytes
        self.file = file
        self.end = min(token.end, bytes.count)
        var offset = token.start
        while offset < end && bytes[offset] != Byte.at { offset += 1 }
        self.markerOffset = offset
        self.position = offset
    }

    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column + (offset - token.start))
    }

    mutating func error(_ message: String, at offset: Int) {
        diagnostics.append(Diagnostic(.error, message, at: location(offset)))
    }

    var currentByte: UInt8? { position < end ? bytes[position] : nil }

    mutating func skipSpaces() {
        while position < end && (bytes[position] == Byte.space || bytes[position] == Byte.tab) { position += 1 }
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// What stands at the cursor, for messages: `'x'`, or "the end of the line".
    var found: String {
        guard position < end else { return "the end of the comment" }
        var stop = position
        while stop < end && Byte.isIdentifierBody(bytes[stop]) { stop += 1 }
        return "'" + text(position..<max(stop, position + 1)) + "'"
    }

    mutating func parse() -> Annotation? {
        let marker = markerOffset
        position = marker + 9  // "@crosscut"
        skipSpaces()
        guard currentByte == Byte.leftParen else {
            error(
                "expected '(' after '@crosscut', found \(found); write the concerns in parentheses, for example "
                    + "'// @crosscut(logging, metrics)'",
                at: position)
            return nil
        }
        let open = position
        position += 1
        var items: [Annotation.Item] = []
        skipSpaces()
        if currentByte == Byte.rightParen {
            position += 1
        } else {
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
                    position += 1
                    break
                }
                if byte == Byte.comma {
                    let comma = position
                    position += 1
                    skipSpaces()
                    if currentByte == nil || currentByte == Byte.rightParen {
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
        if byte == Byte.slash && position + 1 < end && bytes[position + 1] == Byte.slash { return true }
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
        while position < end && Byte.isIdentifierBody(bytes[position]) { position += 1 }
        let name = text(start..<position)
        var arguments: [Annotation.Argument] = []
        skipSpaces()
        if currentByte == Byte.leftParen {
            position += 1
            guard let parsed = parseArguments(of: name) else { return nil }
            arguments = parsed
        } else if currentByte == Byte.colon {
            position += 1
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
                position += 1
                return arguments
            }
            let argumentStart = position
            var label: String?
            if Byte.isIdentifierHead(byte) {
                var wordEnd = position
                while wordEnd < end && Byte.isIdentifierBody(bytes[wordEnd]) { wordEnd += 1 }
                let word = text(position..<wordEnd)
                position = wordEnd
                skipSpaces()
                if currentByte == Byte.colon {
                    label = word
                    position += 1
                    skipSpaces()
                } else {
                    position = argumentStart
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
                position += 1
                return arguments
            }
            if next == Byte.comma {
                let comma = position
                position += 1
                skipSpaces()
                if currentByte == nil || currentByte == Byte.rightParen {
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

    /// A quoted string (as written, quotes included) or a run of name, number and sign characters;
    /// empty when neither is there, `nil` after reporting an unterminated string.
    mutating func parseValue() -> String? {
        let start = position
        if currentByte == Byte.quote {
            position += 1
            while position < end && bytes[position] != Byte.quote {
                position += bytes[position] == Byte.backslash ? 2 : 1
            }
            guard position < end else {
                error("unterminated string in the annotation; close it with '\"'", at: start)
                return nil
            }
            position += 1
            return text(start..<position)
        }
        while position < end {
            let byte = bytes[position]
            guard Byte.isIdentifierBody(byte) || byte == Byte.dot || byte == Byte.minus || byte == Byte.plus
            else { break }
            position += 1
        }
        return text(start..<position)
    }
}
