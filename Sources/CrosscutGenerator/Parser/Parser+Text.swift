/// Text of token ranges, normalized for whitespace, and the extent of types and clauses.
extension Parser {
    /// The tokens `range` as one line: a single space where the source had whitespace or comments,
    /// none inside `()`, `[]`, `<>` edges or before `,` `:` `.` `...`, one after `,` and `:`,
    /// and spaces around `->`.
    func normalizedText(_ range: Range<Int>) -> String {
        if range.count == 1 { return text(tokens[range.lowerBound]) }  // `Int`: nothing to space (or the end: "")
        var output: [UInt8] = []
        var previous: Token?
        for position in range {
            let token = tokens[position]
            if token.kind == .endOfFile { break }
            if let previous, needsSpace(between: previous, and: token) { output.append(Byte.space) }
            output.append(contentsOf: bytes[token.start..<token.end])
            previous = token
        }
        return String(decoding: output, as: UTF8.self)
    }

    func needsSpace(between previous: Token, and token: Token) -> Bool {
        switch token.kind {
        case .rightParen, .rightBracket, .comma, .colon, .period: return false
        case .arrow: return true
        default: break
        }
        switch previous.kind {
        case .leftParen, .leftBracket, .atSign, .period, .backslash: return false
        case .comma, .colon, .arrow: return true
        default: break
        }
        if isOperator(token, ">") || isOperator(previous, "<") { return false }
        if isOperator(token, "<") && previous.kind == .identifier { return false }
        if token.kind == .operator && bytes[token.start] == Byte.dot { return false }  // `Int...`
        return token.start > previous.end
    }

    /// Whether the token at `position` starts a new line and so ends a type or clause that is not
    /// obviously continued (by a trailing `,`, `:`, `->`, `&`, `.`, an open bracket, `some`, …).
    func startsNewLine(at position: Int) -> Bool {
        let token = token(at: position)
        guard token.isAtLineStart, position > 0 else { return false }
        let previous = tokens[position - 1]
        switch previous.kind {
        case .comma, .colon, .arrow, .period, .leftParen, .leftBracket, .atSign: return false
        default: break
        }
        if isOperator(previous, "&") || isOperator(previous, "<") || isOperator(previous, "=") { return false }
        if isAnyWord(previous, ["some", "any", "inout", "each", "repeat", "borrowing", "consuming", "sending"]) {
            return false
        }
        switch token.kind {
        case .arrow, .period: return false
        default: break
        }
        if isOperator(token, "&") || isOperator(token, ">") || isOperator(token, "?") || isOperator(token, "!") {
            return false
        }
        return !(token.kind == .operator && bytes[token.start] == Byte.dot)
    }

    /// Where a type or clause may end besides brackets closing and lines ending.
    struct Stops: OptionSet {
        let rawValue: Int
        static let comma = Stops(rawValue: 1)
        static let equals = Stops(rawValue: 2)
        static let whereKeyword = Stops(rawValue: 4)
    }

    /// Reads a type (or a `where` clause's requirements) at the cursor and returns it normalized.
    /// Stops at `{`, `}`, `;`, `#…` at any depth, and at depth 0 at an unmatched `)`/`]`, at a line
    /// break that does not continue it, and at `stops`.
    mutating func parseTypeText(stoppingAt stops: Stops) -> String {
        let begin = index
        var openers: [Token] = []
        loop: while true {
            let token = current
            switch token.kind {
            case .endOfFile, .leftBrace, .rightBrace, .semicolon, .pound:
                break loop
            default:
                break
            }
            if openers.isEmpty {
                if index > begin && startsNewLine(at: index) { break }
                if token.kind == .rightParen || token.kind == .rightBracket { break }
                if stops.contains(.comma) && token.kind == .comma { break }
                if stops.contains(.equals) && isOperator(token, "=") { break }
                if stops.contains(.whereKeyword) && isWord(token, "where") { break }
                if isOperator(token, ">") { break }
            }
            let closes: Token.Kind? =
                switch token.kind {
                case .rightParen: .leftParen
                case .rightBracket: .leftBracket
                case .operator where isOperator(token, ">"): .operator
                default: nil
                }
            if let closes {
                // An opener waits here: at depth 0 the closing bracket ended the type above.
                let opener = openers.removeLast()
                if opener.kind != closes {
                    reportUnclosed(opener)
                    openers = []
                    break loop
                }
            } else if token.kind == .leftParen || token.kind == .leftBracket || isOperator(token, "<") {
                openers.append(token)
            }
            advance()
        }
        if let opener = openers.first { reportUnclosed(opener) }
        return normalizedText(begin..<index)
    }

    /// An error at a bracket that a type opened and never closed.
    private mutating func reportUnclosed(_ opener: Token) {
        let (open, close) =
            switch opener.kind {
            case .leftParen: ("(", ")")
            case .leftBracket: ("[", "]")
            default: ("<", ">")
            }
        report(.error, "expected '\(close)' to close this '\(open)'; the type's brackets are unbalanced", at: opener)
    }

    /// Reads comma-separated types (an inheritance clause) until `{`, `where`, `=` or a line break.
    mutating func parseTypeList() -> [String] {
        var types: [String] = []
        while true {
            let type = parseTypeText(stoppingAt: [.comma, .equals, .whereKeyword])
            if !type.isEmpty { types.append(type) }
            guard current.kind == .comma else { break }
            advance()
        }
        return types
    }

    /// Reads `< … >` at the cursor and returns its entries split at top-level commas.
    mutating func parseAngleList() -> [String] {
        parseAngleEntries().map(normalizedText)
    }

    /// Reads `< … >` at the cursor and returns the tokens of its entries, split at top-level commas.
    /// Reports an error when no `>` closes it.
    mutating func parseAngleEntries() -> [Range<Int>] {
        let opener = current
        advance()  // `<`
        var entries: [Range<Int>] = []
        var begin = index
        var depth = 0
        loop: while true {
            let token = current
            switch token.kind {
            case .endOfFile, .leftBrace, .rightBrace, .semicolon, .pound:
                break loop
            case .comma where depth == 0:
                entries.append(begin..<index)
                advance()
                begin = index
                continue
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { break loop }
                depth -= 1
            default:
                if isOperator(token, "<") {
                    depth += 1
                } else if isOperator(token, ">") {
                    if depth == 0 { break loop }
                    depth -= 1
                }
            }
            advance()
        }
        if begin < index || !entries.isEmpty { entries.append(begin..<index) }
        if isOperator(current, ">") {
            advance()
        } else {
            report(.error, "expected '>' to close this '<'", at: opener)
        }
        return entries
    }

    /// Reads an `#if`/`#elseif` condition: the rest of the directive's line (parentheses may span
    /// lines). Reports an error when it is empty, holds a brace or bracket, or leaves a parenthesis
    /// unpaired: what follows is then not what the compiler reads.
    mutating func parseConditionText(of directive: Token) -> String {
        let begin = index
        var openers: [Token] = []
        while current.kind != .endOfFile {
            if openers.isEmpty && current.isAtLineStart { break }
            switch current.kind {
            case .leftParen:
                openers.append(current)
            case .rightParen where !openers.isEmpty:
                openers.removeLast()
            case .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket, .unknown,
                .string where lexerErrors.contains(location(current)):
                // An unclosed string (which the lexer reported where it starts) or a stray byte would
                // be copied into the generated file's `#if`, which would then not lex either.
                report(.error, "unexpected '\(text(current))' in the '\(text(directive))' condition", at: current)
                skipToLineStart()
                return normalizedText(begin..<index)
            default:
                break
            }
            advance()
        }
        if let opener = openers.first {
            report(.error, "expected ')' to close this '(' in the '\(text(directive))' condition", at: opener)
        } else if begin == index {
            report(.error, "expected a condition after '\(text(directive))'", at: directive)
        }
        return normalizedText(begin..<index)
    }

    /// Moves the cursor to the next token that starts a line.
    private mutating func skipToLineStart() {
        while current.kind != .endOfFile && !current.isAtLineStart { advance() }
    }

    /// The condition under which an `#else` (or a later `#elseif`) branch is taken instead: `!DEBUG`,
    /// `!os(iOS)`, `!(A && B)`.
    static func negated(_ condition: String) -> String {
        if isSimpleCondition(Substring(condition)) { return "!" + condition }
        if condition.hasPrefix("!") && isSimpleCondition(condition.dropFirst()) { return String(condition.dropFirst()) }
        return "!(" + condition + ")"
    }

    /// A name, or a name with one parenthesized argument list: `DEBUG`, `os(iOS)`, `swift(>=5.9)`.
    private static func isSimpleCondition(_ condition: Substring) -> Bool {
        let bytes = Array(condition.utf8)
        var position = 0
        while position < bytes.count && (Byte.isIdentifierBody(bytes[position]) || bytes[position] == Byte.dot) {
            position += 1
        }
        guard position > 0 else { return false }
        if position == bytes.count { return true }
        guard bytes[position] == Byte.leftParen, bytes.last == Byte.rightParen else { return false }
        var depth = 0
        for offset in position..<bytes.count {
            if bytes[offset] == Byte.leftParen { depth += 1 }
            if bytes[offset] == Byte.rightParen {
                depth -= 1
                if depth == 0 && offset != bytes.count - 1 { return false }
            }
        }
        return depth == 0
    }
}
