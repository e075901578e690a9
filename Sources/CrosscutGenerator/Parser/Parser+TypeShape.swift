/// Types read into ``TypeShape``s from their tokens, beside their text.
///
/// Conditions that read the parser are written as `guard` and `if` lists rather than with `&&` and
/// `||`: a debug build copies the parser into their autoclosures, and this runs for every type of
/// every requirement in the `crosscut` that SwiftPM builds in debug.
extension Parser {
    /// Reads a type at the cursor as ``parseTypeText(stoppingAt:)`` does, and its shape.
    mutating func parseType(stoppingAt stops: Stops) -> (text: String, shape: TypeShape) {
        let begin = index
        let text = parseTypeText(stoppingAt: stops)
        return (text, shape(ofType: begin..<index, text: text))
    }

    /// The shape of the type the tokens `range` spell, whose normalized text is `text`.
    func shape(ofType range: Range<Int>, text: String) -> TypeShape {
        let prefix = prefix(of: range)
        let (core, isVariadic) = core(of: range, after: prefix.end)
        var coreText = core == range ? text : normalizedText(core)
        if isVariadic, core.upperBound == range.upperBound {
            coreText.removeLast(3)  // `T....`: the dots of `...` end a longer operator
        }
        var attributes: [String] = []
        for attribute in prefix.attributes { attributes.append(normalizedText(attribute)) }
        var shape = TypeShape(
            core: coreText, attributes: attributes, specifiers: prefix.specifiers, isVariadic: isVariadic)
        for position in range.lowerBound..<prefix.end where tokens[position].kind == .atSign {
            if isSendableAttribute(at: position) { shape.mentionsSendable = true }
        }
        readCore(core, into: &shape)
        shape.isVoid = isVoid(range)
        return shape
    }

    /// The attributes and specifiers written at the start of `range`, and where the type after
    /// them begins.
    private func prefix(of range: Range<Int>) -> (
        attributes: [Range<Int>], specifiers: TypeShape.Specifiers, end: Int
    ) {
        var position = range.lowerBound
        var attributes: [Range<Int>] = []
        var specifiers: TypeShape.Specifiers = []
        while position < range.upperBound {
            let token = tokens[position]
            if token.kind == .atSign {
                let end = attributeEnd(from: position, before: range.upperBound)
                attributes.append(position..<end)
                position = end
            } else if let specifier = specifier(token), position + 1 < range.upperBound,
                needsSpace(between: token, and: tokens[position + 1])
            {
                specifiers.insert(specifier)
                position += 1
            } else {
                break
            }
        }
        return (attributes, specifiers, position)
    }

    /// The tokens of `range` from `start` without a variadic parameter's trailing `...`, and whether
    /// it has one (an operator ending in `...` counts, and stays).
    private func core(of range: Range<Int>, after start: Int) -> (core: Range<Int>, isVariadic: Bool) {
        guard range.upperBound > start else { return (start..<range.upperBound, false) }
        let last = tokens[range.upperBound - 1]
        let length = last.end - last.start
        guard last.kind == .operator, length >= 3, bytes[last.end - 1] == Byte.dot, bytes[last.end - 2] == Byte.dot,
            bytes[last.end - 3] == Byte.dot
        else { return (start..<range.upperBound, false) }
        return (start..<(range.upperBound - (length == 3 ? 1 : 0)), true)
    }

    /// What sort of type the tokens `core` (a type without attributes, specifiers and `...`) spell.
    private func readCore(_ core: Range<Int>, into shape: inout TypeShape) {
        guard let first = core.first, let last = core.last else { return }
        shape.isOptionalFunction = isOptionalFunction(core)
        if tokens[first].kind == .leftParen, closer(matching: first, before: core.upperBound) == last {
            shape.isTuple = first + 1 == last ? true : hasTopLevel(.comma, in: (first + 1)..<last)
        }
        let opening = tokens[first].kind == .leftParen && first < last ? first + 1 : first
        shape.isExistential = isWord(at: opening, "any", followedBySpaceBefore: core.upperBound)
        shape.isPack = isWord(at: first, "repeat", followedBySpaceBefore: core.upperBound)
        shape.isOpaque = isWord(at: first, "some", followedBySpaceBefore: core.upperBound)
        shape.isMetatype = isMetatype(core)
        if first == last, tokens[first].kind == .identifier {
            shape.isSelf = isShortWord(tokens[first], "Self")
            shape.mentionsBareSelf = isSelfWord(tokens[first])
            shape.identifiers = [identifier(tokens[first], spelled: shape.core)]
            return
        }
        var depth = 0
        for position in core {
            let token = tokens[position]
            switch token.kind {
            case .identifier:
                shape.identifiers.append(identifier(token))
                if !shape.mentionsBareSelf, isSelfWord(token), !isAfterDot(position, from: first),
                    !isBeforeDot(position, to: last)
                {
                    shape.mentionsBareSelf = true
                }
            case .arrow where depth == 0:
                shape.isFunction = true
            case .atSign where !shape.mentionsSendable:
                shape.mentionsSendable = isSendableAttribute(at: position)
            default:
                depth += bracketDepthChange(token)
            }
        }
    }

    /// Whether `core` is a parenthesized function type made optional: `(() -> Void)?`, `(@Sendable () -> Void)!`.
    private func isOptionalFunction(_ core: Range<Int>) -> Bool {
        guard let first = core.first, let last = core.last, last - 1 > first, tokens[last].kind == .operator,
            tokens[first].kind == .leftParen, tokens[last - 1].kind == .rightParen,
            !needsSpace(between: tokens[last - 1], and: tokens[last])
        else { return false }
        let mark = bytes[tokens[last].start]
        guard tokens[last].end - tokens[last].start == 1, mark == Byte.question || mark == Byte.exclamation else {
            return false
        }
        let inner = (first + 1)..<(last - 1)
        return hasTopLevel(.arrow, in: self.core(of: inner, after: prefix(of: inner).end).core)
    }

    /// Whether `core` ends with `.Type` or `.Protocol`.
    private func isMetatype(_ core: Range<Int>) -> Bool {
        guard let last = core.last, last > core.lowerBound else { return false }
        let (name, before) = (tokens[last], tokens[last - 1])
        switch name.end - name.start {
        case 4: guard isWord(name, "Type") else { return false }
        case 8: guard isWord(name, "Protocol") else { return false }
        default: return false
        }
        guard endsWithDot(before) else { return false }
        return !needsSpace(between: before, and: name)
    }

    /// The specifier `token` is, if it is one (told apart by its first byte, then spelled out).
    private func specifier(_ token: Token) -> TypeShape.Specifiers? {
        guard token.kind == .identifier else { return nil }
        switch bytes[token.start] {
        case 0x69:  // `i`
            if isShortWord(token, "inout") { return .inout }
            return isShortWord(token, "isolated") ? .isolated : nil
        case 0x62: return isShortWord(token, "borrowing") ? .borrowing : nil  // `b`
        case 0x63: return isShortWord(token, "consuming") ? .consuming : nil  // `c`
        case 0x73: return isShortWord(token, "sending") ? .sending : nil  // `s`
        case 0x5F:  // `_`
            if isShortWord(token, "__owned") { return .owned }
            return isShortWord(token, "__shared") ? .shared : nil
        default: return nil
        }
    }

    /// The identifier `token` without backticks; `spelled` when given, which it spells.
    private func identifier(_ token: Token, spelled: String? = nil) -> String {
        guard bytes[token.start] == Byte.backtick, token.end - token.start >= 2 else { return spelled ?? text(token) }
        return String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
    }

    /// Whether `token` is `word`, told by its length first: most tokens differ there.
    private func isShortWord(_ token: Token, _ word: StaticString) -> Bool {
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return isWord(token, word)
    }

    /// Whether `token` is `Self`, or `Self` in backticks.
    private func isSelfWord(_ token: Token) -> Bool {
        if isShortWord(token, "Self") { return true }
        return isShortWord(token, "`Self`")
    }

    /// Where the attribute whose `@` is at `position` ends: after its name and the parenthesized
    /// arguments written right after it (`@convention(c)`), before `limit`.
    private func attributeEnd(from position: Int, before limit: Int) -> Int {
        var last = position
        while last + 1 < limit, tokens[last + 1].kind != .leftParen,
            !needsSpace(between: tokens[last], and: tokens[last + 1])
        {
            last += 1
        }
        let open = last + 1
        guard open < limit, tokens[open].kind == .leftParen, !needsSpace(between: tokens[last], and: tokens[open]),
            let close = closer(matching: open, before: limit)
        else { return open }
        return close + 1
    }

    /// The position of the bracket that closes the one at `open`, before `limit` (`(`, `[` and `<`
    /// open, `)`, `]` and `>` close).
    private func closer(matching open: Int, before limit: Int) -> Int? {
        var depth = 0
        for position in open..<limit {
            depth += bracketDepthChange(tokens[position])
            if depth == 0 { return position }
        }
        return nil
    }

    /// Whether a token of `kind` (`->`, `,`) stands outside all brackets in `range`.
    private func hasTopLevel(_ kind: Token.Kind, in range: Range<Int>) -> Bool {
        var depth = 0
        for position in range {
            let token = tokens[position]
            if depth == 0, token.kind == kind { return true }
            depth += bracketDepthChange(token)
        }
        return false
    }

    /// +1 for `(`, `[` and `<`, -1 for `)`, `]` and `>`, 0 for other tokens.
    private func bracketDepthChange(_ token: Token) -> Int {
        switch token.kind {
        case .leftParen, .leftBracket: 1
        case .rightParen, .rightBracket: -1
        case .operator where isOperator(token, "<"): 1
        case .operator where isOperator(token, ">"): -1
        default: 0
        }
    }

    /// Whether the token at `position`, before `limit`, is `word` followed by a space (by another token).
    private func isWord(at position: Int, _ word: StaticString, followedBySpaceBefore limit: Int) -> Bool {
        guard position + 1 < limit, isShortWord(tokens[position], word) else { return false }
        return needsSpace(between: tokens[position], and: tokens[position + 1])
    }

    /// Whether `token`'s last byte is `.`: the period of `T.Type`, or an operator such as `...`.
    private func endsWithDot(_ token: Token) -> Bool {
        guard token.end > token.start else { return false }
        return bytes[token.end - 1] == Byte.dot
    }

    /// Whether the attribute whose `@` is at `position` is `@Sendable` (or a name that starts so).
    private func isSendableAttribute(at position: Int) -> Bool {
        let name = token(at: position + 1)
        guard name.kind == .identifier, name.end - name.start >= FixedWord("Sendable").count else { return false }
        return FixedWord("Sendable").isSpelled(in: bytes, at: name.start)
    }

    /// Whether the token at `position` follows a `.` directly (`T.Self`), within tokens from `first`.
    private func isAfterDot(_ position: Int, from first: Int) -> Bool {
        guard position > first, endsWithDot(tokens[position - 1]) else { return false }
        return !needsSpace(between: tokens[position - 1], and: tokens[position])
    }

    /// Whether a `.` follows the token at `position` directly (`Self.Element`), within tokens to `last`.
    private func isBeforeDot(_ position: Int, to last: Int) -> Bool {
        guard position < last, bytes[tokens[position + 1].start] == Byte.dot else { return false }
        return !needsSpace(between: tokens[position], and: tokens[position + 1])
    }

    /// Whether `range` spells `Void`, `()` or `Swift.Void`.
    private func isVoid(_ range: Range<Int>) -> Bool {
        guard let start = range.first else { return false }
        let first = tokens[start]
        switch range.count {
        case 1:
            return isShortWord(first, "Void")
        case 2:
            guard first.kind == .leftParen else { return false }
            return tokens[start + 1].kind == .rightParen
        case 3:
            guard isShortWord(first, "Swift"), tokens[start + 1].kind == .period else { return false }
            return isShortWord(tokens[start + 2], "Void")
        default:
            return false
        }
    }
}

extension TypeShape {
    /// The shape of the type `text` spells, read as the parser reads a type: for a type the
    /// generator writes itself, such as an invocation's result type.
    init(parsing text: String) {
        let lexed = Lexer.tokenize(SourceFile(path: "", text: text))
        self = lexed.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(lexed, bytes: bytes, file: "")
            return parser.parseType(stoppingAt: []).shape
        }
    }
}
