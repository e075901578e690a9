/// Attributes and modifiers: what may stand before a declaration's introducer.
extension Parser {
    /// The attributes and modifiers read before a declaration's introducer keyword.
    struct DeclarationPrefix {
        /// The token index of the first attribute or modifier, `nil` when there is none.
        var start: Int?
        var attributes: [String] = []
        var modifiers: [String] = []
        /// Whether reading them reported an error: the declaration is not decorated.
        var hasErrors = false

        /// The written access level, if a modifier is one.
        var accessLevel: AccessLevel? {
            modifiers.lazy.compactMap { AccessLevel(rawValue: $0) }.first
        }
    }

    static let modifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override",
        "required", "convenience", "dynamic", "optional", "lazy", "weak", "unowned", "mutating", "nonmutating",
        "nonisolated", "indirect", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing",
        "__consuming", "isolated",
    ]

    /// Declaration keywords a `class` modifier may precede.
    static let wordsAfterClassModifier: [StaticString] = [
        "func", "var", "let", "subscript", "typealias", "override", "final", "required", "convenience", "public",
        "private", "fileprivate", "internal", "package", "open", "nonisolated", "dynamic",
    ]

    /// Whether the token at `position` is a modifier of a declaration (not a name that happens to be one).
    func isModifier(at position: Int) -> Bool {
        let word = token(at: position)
        let next = token(at: position + 1)
        if isWord(word, "class") {
            return isAnyWord(next, Self.wordsAfterClassModifier)
        }
        guard isAnyWord(word, Self.modifierWords) else { return false }
        if next.kind == .identifier || next.kind == .atSign { return true }
        // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)` followed by more of the declaration.
        if next.kind == .leftParen && isAdjacent(next, after: word) {
            return isAnyWord(token(at: position + 2), ["set", "unsafe", "safe"])
                && token(at: position + 3).kind == .rightParen && token(at: position + 4).kind == .identifier
        }
        return false
    }

    /// Reads one modifier at the cursor (which ``isModifier(at:)`` accepted), with its `(set)`-style argument.
    mutating func parseModifier() -> String {
        let begin = index
        advance()
        if current.kind == .leftParen && isAdjacent(current, after: token(at: begin)) {
            advance()
            advance()
            advance()
        }
        return normalizedText(begin..<index)
    }

    /// Reads one attribute at the cursor's `@`: `@MainActor`, `@available(iOS 17, *)`, `@Foo.Bar`,
    /// `@Wrapper<Int>(x)`, `@Builder<A, Array<B>>`.
    mutating func parseAttribute() -> String {
        let begin = index
        advance()
        guard current.kind == .identifier, isAdjacent(current, after: token(at: begin)) else {
            return "@"
        }
        advance()
        while current.kind == .period && peek().kind == .identifier && isAdjacent(current, after: token(at: index - 1))
        {
            advance()
            advance()
        }
        if isOperator(current, "<") && !current.isAtLineStart { _ = parseAngleList() }
        if current.kind == .leftParen && !current.isAtLineStart {
            let opener = current
            let start = index
            if !skipParentheses() {
                report(
                    .error, "expected ')' to close the arguments of '\(text(token(at: begin + 1)))'; add ')'",
                    at: opener)
            } else if let stray = unpairedBracket(in: start..<index) {
                // Decorators repeat some attributes (`@available`): only balanced text may be copied.
                report(
                    .error,
                    "unpaired '\(text(stray))' in the arguments of '\(text(token(at: begin + 1)))'; pair it or "
                        + "remove it", at: stray)
            }
        }
        return normalizedText(begin..<index)
    }

    /// The first `[` or `]` in the tokens at `range` that no bracket pairs with, if any.
    private func unpairedBracket(in range: Range<Int>) -> Token? {
        var open: [Token] = []
        for position in range {
            let token = token(at: position)
            if token.kind == .leftBracket {
                open.append(token)
            } else if token.kind == .rightBracket, open.popLast() == nil {
                return token
            }
        }
        return open.first
    }

    /// Reads attributes and modifiers at the cursor.
    mutating func parseDeclarationPrefix() -> DeclarationPrefix {
        var prefix = DeclarationPrefix()
        let errorsBefore = errorCount
        while true {
            if current.kind == .atSign {
                prefix.start = prefix.start ?? index
                prefix.attributes.append(parseAttribute())
            } else if current.kind == .identifier && isModifier(at: index) {
                prefix.start = prefix.start ?? index
                prefix.modifiers.append(parseModifier())
            } else {
                prefix.hasErrors = errorCount > errorsBefore
                return prefix
            }
        }
    }
}
