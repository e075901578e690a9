/// File scope and the bodies of types and extensions: looking for protocols, skipping the rest.
extension Parser {
    /// Why a scope ended.
    enum ScopeEnd {
        case endOfFile
        /// At a `}` (not consumed).
        case closingBrace
        /// At `#elseif`, `#else` or `#endif` (not consumed).
        case directive
    }

    /// Reads declarations until the end of the file, a `}` (when `inBody`) or a directive continuing an `#if`.
    /// Finds protocols, imports and type bodies; every other `{ … }` is skipped by brace matching.
    mutating func parseScope(enclosing: [String], conditions: [String], inBody: Bool) -> ScopeEnd {
        var prefix = DeclarationPrefix()
        while true {
            let token = current
            switch token.kind {
            case .endOfFile:
                return .endOfFile
            case .rightBrace:
                if inBody { return .closingBrace }
                advance()  // unbalanced at file scope; the compiler reports it
            case .leftBrace:
                skipBraces()
            case .pound:
                if isDirective(token, "#if") {
                    parseConditionalScope(enclosing: enclosing, conditions: conditions)
                } else if isDirective(token, "#elseif") || isDirective(token, "#else") || isDirective(token, "#endif") {
                    return .directive
                } else {
                    advance()
                }
            case .atSign:
                prefix.start = prefix.start ?? index
                let errorsBefore = errorCount
                prefix.attributes.append(parseAttribute())
                prefix.hasErrors = prefix.hasErrors || errorCount > errorsBefore
                continue
            case .identifier where !mayBeKeyword(token):
                advance()
            case .identifier:
                if isModifier(at: index) {
                    prefix.start = prefix.start ?? index
                    prefix.modifiers.append(parseModifier())
                    continue
                }
                if !parseDeclaration(prefix: prefix, enclosing: enclosing, conditions: conditions) {
                    advance()
                }
            default:
                advance()
            }
            prefix = DeclarationPrefix()
        }
    }

    func isDirective(_ token: Token, _ name: StaticString) -> Bool {
        guard token.kind == .pound else { return false }
        return FixedWord(name).isSpelled(in: bytes, exactly: token.start..<token.end)
    }

    /// The words that start a type's declaration or an extension; `class` and `actor` also need
    /// what follows them.
    private static let typeKeywords: [StaticString] = ["struct", "enum", "extension"]

    /// Reads a protocol, an import, or a type or extension with its body, if one starts at the cursor.
    private mutating func parseDeclaration(prefix: DeclarationPrefix, enclosing: [String], conditions: [String])
        -> Bool
    {
        let token = current
        let next = peek()
        if index > 0 && tokens[index - 1].kind == .period { return false }  // `.protocol`, `.init`
        if isWord(token, "protocol") && next.kind == .identifier {
            parseProtocol(prefix: prefix, enclosing: enclosing, conditions: conditions)
            return true
        }
        if isWord(token, "import") && next.kind == .identifier && !next.isAtLineStart {
            parseImport(prefix: prefix, conditions: conditions)
            return true
        }
        guard next.kind == .identifier else { return false }
        let isType: Bool
        if isAnyWord(token, Self.typeKeywords) {
            isType = true
        } else if isWord(token, "class") {
            isType = !isAnyWord(next, Self.wordsAfterClassModifier)
        } else if isWord(token, "actor") {
            let after = peek(2)
            isType =
                after.kind == .leftBrace || after.kind == .colon || isOperator(after, "<") || isWord(after, "where")
        } else {
            isType = false
        }
        guard isType else { return false }
        // A type without a modifier is internal; an extension without one, as wide as its type,
        // which is declared elsewhere.
        let access = prefix.accessLevel ?? (isWord(token, "extension") ? nil : .internal)
        parseTypeDeclaration(enclosing: enclosing, conditions: conditions, access: access)
        return true
    }

    /// `import Foundation`, `@testable import App`, `import struct Foundation.Date`.
    private mutating func parseImport(prefix: DeclarationPrefix, conditions: [String]) {
        let begin = prefix.start ?? index
        advance()
        if isAnyWord(current, ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"])
            && peek().kind == .identifier && !peek().isAtLineStart
        {
            advance()
        }
        while !current.isAtLineStart && (current.kind == .identifier || current.kind == .operator) {
            advance()
            if current.kind == .period && !current.isAtLineStart {
                advance()
            } else {
                break
            }
        }
        let declaration = normalizedText(begin..<index)
        if conditions.isEmpty {
            imports.append(declaration)
        } else {
            conditionalImports.append(ImportDecl(declaration: declaration, conditions: conditions))
        }
    }

    /// `struct`/`enum`/`class`/`actor`/`extension`: reads the header, then the body as a scope, in
    /// which nothing is wider than `access`.
    private mutating func parseTypeDeclaration(enclosing: [String], conditions: [String], access: AccessLevel?) {
        let outerAccess = enclosingAccess
        enclosingAccess = [outerAccess, access].compactMap(\.self).min()
        defer { enclosingAccess = outerAccess }
        let isExtension = isWord(current, "extension")
        advance()
        var names = [text(current)]
        advance()
        while isExtension && current.kind == .period && peek().kind == .identifier {
            advance()
            names.append(text(current))
            advance()
        }
        // The header (generics, inheritance, where clause) ends at the body's `{`.
        var depth = 0
        while true {
            switch current.kind {
            case .endOfFile, .rightBrace, .semicolon, .pound:
                return
            case .leftBrace where depth <= 0:
                parseTypeBody(enclosing: enclosing + names, conditions: conditions)
                return
            case .leftBrace:
                return
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
            default:
                break
            }
            advance()
        }
    }

    /// The body of a type or extension, from its `{` through its `}`.
    private mutating func parseTypeBody(enclosing: [String], conditions: [String]) {
        guard nesting < Self.maximumNesting else {
            skipBraces()
            return
        }
        nesting += 1
        defer { nesting -= 1 }
        advance()
        while parseScope(enclosing: enclosing, conditions: conditions, inBody: true) == .directive {
            advance()  // a stray `#else`/`#endif`
        }
        if current.kind == .rightBrace { advance() }
    }

    /// `#if … #elseif … #else … #endif` among declarations: each branch's declarations get the
    /// branch's conditions (`#else` negates the earlier ones). A malformed condition or a missing
    /// `#endif` is an error: the protocols inside are not decorated, and the imports inside are not
    /// copied into generated files (their conditions are not what the compiler reads).
    private mutating func parseConditionalScope(enclosing: [String], conditions: [String]) {
        guard nesting < Self.maximumNesting else {
            advance()
            return
        }
        nesting += 1
        let opening = current
        let firstProtocol = protocols.count
        let firstImport = conditionalImports.count
        var errorsInDirectives = 0
        defer {
            nesting -= 1
            if errorsInDirectives > 0 {
                for position in firstProtocol..<protocols.count { protocols[position].hasSyntaxErrors = true }
                conditionalImports.removeSubrange(firstImport...)
            }
        }
        advance()
        var condition: String? = parseCondition(of: opening, countingErrorsIn: &errorsInDirectives)
        var earlier: [String] = []
        while true {
            var branch = conditions + earlier.map(Self.negated)
            if let condition { branch.append(condition) }
            guard parseScope(enclosing: enclosing, conditions: branch, inBody: true) == .directive else {
                report(.error, "expected '#endif' to close this '#if'", at: opening)
                errorsInDirectives += 1
                return
            }
            let directive = current
            advance()
            if isDirective(directive, "#endif") { return }
            if let condition { earlier.append(condition) }
            condition =
                isDirective(directive, "#elseif")
                ? parseCondition(of: directive, countingErrorsIn: &errorsInDirectives) : nil
        }
    }

    /// ``parseConditionText(of:)``, adding the errors it reports to `errors`.
    private mutating func parseCondition(of directive: Token, countingErrorsIn errors: inout Int) -> String {
        let before = errorCount
        defer { errors += errorCount - before }
        return parseConditionText(of: directive)
    }
}
