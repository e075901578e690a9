/// Parameter clauses, effects and accessor blocks of requirements.
extension Parser {
    /// Reads `( parameters ) async throws` at the cursor into `member`.
    mutating func parseSignature(into member: inout Member, isSubscript: Bool) {
        if current.kind == .leftParen {
            member.parameters = parseParameters(isSubscript: isSubscript)
        } else {
            report(.error, "expected '(' to start the parameter list of '\(member.name)'", at: current)
        }
        let effects = parseEffects()
        member.isAsync = effects.isAsync
        member.throwsKind = effects.throwsKind
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
    mutating func parseEffects() -> (isAsync: Bool, throwsKind: Member.ThrowsKind) {
        var isAsync = false
        var throwsKind = Member.ThrowsKind.none
        while true {
            if isWord(current, "async") || isWord(current, "reasync") {
                isAsync = true
                advance()
            } else if isWord(current, "rethrows") {
                throwsKind = .rethrows
                advance()
            } else if isWord(current, "throws") {
                advance()
                if current.kind == .leftParen && !current.isAtLineStart {
                    advance()
                    let type = parseTypeText(stoppingAt: [])
                    if current.kind == .rightParen { advance() }
                    throwsKind = type.isEmpty ? .throws : .typed(type)
                } else {
                    throwsKind = .throws
                }
            } else {
                return (isAsync, throwsKind)
            }
        }
    }

    /// Reads `( … )` at the cursor: each parameter's attributes, label, name and type.
    mutating func parseParameters(isSubscript: Bool) -> [Parameter] {
        let open = current
        advance()
        var parameters: [Parameter] = []
        while true {
            switch current.kind {
            case .rightParen:
                advance()
                return parameters
            case .endOfFile, .leftBrace, .rightBrace, .semicolon, .pound:
                report(.error, "expected ')' to close the parameter list", at: open)
                return parameters
            case .comma:
                advance()
                continue
            default:
                break
            }
            let before = index
            if let parameter = parseParameter(isSubscript: isSubscript) { parameters.append(parameter) }
            if index == before { advance() }
        }
    }

    private mutating func parseParameter(isSubscript: Bool) -> Parameter? {
        var attributes: [String] = []
        while current.kind == .atSign { attributes.append(parseAttribute()) }
        guard current.kind == .identifier else {
            report(.error, "expected a parameter name", at: current)
            skipToParameterEnd()
            return nil
        }
        let first = current
        var label: String?
        var name = text(first)
        advance()
        if current.kind == .identifier {
            label = name
            name = text(current)
            advance()
        } else if isSubscript {
            label = "_"
        }
        guard current.kind == .colon else {
            report(.error, "expected ':' and a type after parameter '\(name)'", at: current)
            skipToParameterEnd()
            return nil
        }
        advance()
        let (type, shape) = parseType(stoppingAt: [.comma, .equals])
        if type.isEmpty { report(.error, "expected a type for parameter '\(name)'", at: current) }
        if isOperator(current, "=") {
            report(
                .error,
                "default argument values are not allowed in protocol requirements; remove '= …' and declare the "
                    + "default in a protocol extension",
                at: current)
            skipToParameterEnd()
        }
        return Parameter(
            label: label, name: name, type: type, shape: shape, location: location(first), attributes: attributes)
    }

    /// Skips to the `,` or `)` that ends the current parameter (default values may hold brackets and closures).
    private mutating func skipToParameterEnd() {
        var depth = 0
        while true {
            switch current.kind {
            case .endOfFile, .semicolon, .pound:
                return
            case .comma where depth == 0:
                return
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return }
                depth -= 1
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            default:
                break
            }
            advance()
        }
    }

    /// Reads `{ get }`, `{ get set }`, `{ get async throws }`, `{ mutating get nonmutating set }`.
    mutating func parseAccessors(of member: Member) -> Member.Accessors? {
        guard current.kind == .leftBrace else {
            let what = member.kind == .subscript ? "subscript" : "property"
            report(
                .error, "\(what) in protocol must have explicit { get } or { get set } specifier",
                at: token(at: index - 1))
            return Member.Accessors()
        }
        advance()
        var accessors = Member.Accessors()
        var isMutating = false
        var isNonmutating = false
        while true {
            let token = current
            if token.kind == .rightBrace {
                advance()
                return accessors
            }
            if token.kind == .endOfFile || token.kind == .pound {
                return accessors
            }
            if token.kind == .atSign {
                _ = parseAttribute()
            } else if isWord(token, "mutating") {
                isMutating = true
                advance()
            } else if isWord(token, "nonmutating") {
                isNonmutating = true
                advance()
            } else if isAnyWord(token, ["__consuming", "consuming", "borrowing"]) {
                advance()
            } else if isWord(token, "get") {
                advance()
                let effects = parseEffects()
                accessors.getterIsAsync = effects.isAsync
                accessors.getterThrows = effects.throwsKind
                accessors.getterIsMutating = isMutating
                rejectAccessorBody(of: member)
                (isMutating, isNonmutating) = (false, false)
            } else if isWord(token, "set") {
                advance()
                accessors.hasSetter = true
                accessors.setterIsNonmutating = isNonmutating
                if current.kind == .leftParen { skipParentheses() }
                rejectAccessorBody(of: member)
                (isMutating, isNonmutating) = (false, false)
            } else {
                report(
                    .error,
                    "expected 'get' or 'set' in the requirement's accessors; write '{ get }' or '{ get set }'",
                    at: token)
                // Skip the rest of the block, which is probably an implementation.
                var depth = 1
                while current.kind != .endOfFile {
                    if current.kind == .leftBrace { depth += 1 }
                    if current.kind == .rightBrace {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    advance()
                }
                if current.kind == .rightBrace { advance() }
                return accessors
            }
        }
    }

    private mutating func rejectAccessorBody(of member: Member) {
        guard current.kind == .leftBrace else { return }
        report(
            .error,
            "a protocol requirement's accessor cannot have a body; implement '\(member.name)' in a protocol "
                + "extension instead",
            at: current)
        skipBraces()
    }
}
