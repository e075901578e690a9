/// A protocol's body: requirements and `#if` blocks of requirements.
extension Parser {
    /// Reads members until `}`, the end of the file, or a directive continuing an `#if`.
    mutating func parseMemberItems(protocolName: String, reportedUnexpected: inout Bool) -> ([MemberItem], ScopeEnd) {
        var items: [MemberItem] = []
        while true {
            let token = current
            switch token.kind {
            case .endOfFile:
                return (items, .endOfFile)
            case .rightBrace:
                return (items, .closingBrace)
            case .semicolon:
                advance()
            case .pound:
                if isDirective(token, "#if") && nesting < Self.maximumNesting {
                    items.append(.conditional(parseConditionalMembers(protocolName: protocolName)))
                } else if isDirective(token, "#if") {
                    if !reportedUnexpected {
                        reportedUnexpected = true
                        report(
                            .error,
                            "'#if' blocks nested more than \(Self.maximumNesting) deep in protocol '\(protocolName)'; "
                                + "combine their conditions with '&&' into fewer blocks", at: token)
                    }
                    advance()
                } else if isDirective(token, "#elseif") || isDirective(token, "#else") || isDirective(token, "#endif") {
                    return (items, .directive)
                } else {
                    // `#warning("…")`, `#sourceLocation(…)`, a freestanding macro.
                    advance()
                    if current.kind == .leftParen && isAdjacent(current, after: token) { skipParentheses() }
                }
            default:
                let begin = index
                let lowerBound = endOfToken(before: begin)
                let prefix = parseDeclarationPrefix()
                if let member = parseMember(prefix: prefix, annotationsAfter: lowerBound, declarationStart: token.start)
                {
                    items.append(.member(member))
                } else if current.kind != .rightBrace && current.kind != .endOfFile && current.kind != .pound {
                    if !reportedUnexpected {
                        reportedUnexpected = true
                        report(
                            .error,
                            "unexpected '\(text(current))' in the body of protocol '\(protocolName)'; expected a "
                                + "requirement: 'func', 'var', 'subscript', 'init', 'associatedtype' or 'typealias'",
                            at: current)
                    }
                    if current.kind == .leftBrace { skipBraces() } else { advance() }
                }
            }
        }
    }

    /// `#if … #elseif … #else … #endif` inside a protocol body.
    private mutating func parseConditionalMembers(protocolName: String) -> ConditionalBlock<Member> {
        nesting += 1
        defer { nesting -= 1 }
        let directive = current
        advance()
        var clauses: [ConditionalBlock<Member>.Clause] = []
        var condition: String? = parseConditionText(of: directive)
        var reportedUnexpected = false
        while true {
            let (items, end) = parseMemberItems(protocolName: protocolName, reportedUnexpected: &reportedUnexpected)
            clauses.append(ConditionalBlock<Member>.Clause(condition: condition, items: items))
            guard end == .directive else {
                report(.error, "expected '#endif' to close this '#if'", at: directive)
                break
            }
            let next = current
            advance()
            if isDirective(next, "#endif") { break }
            condition = isDirective(next, "#elseif") ? parseConditionText(of: next) : nil
        }
        return ConditionalBlock(clauses: clauses, location: location(directive))
    }

    /// Reads the requirement whose introducer is at the cursor, or returns `nil` when there is none.
    private mutating func parseMember(
        prefix: DeclarationPrefix, annotationsAfter lowerBound: Int, declarationStart: Int
    )
        -> Member?
    {
        let introducer = current
        let kind: Member.Kind
        if isWord(introducer, "func") {
            kind = .function
        } else if isWord(introducer, "var") || isWord(introducer, "let") {
            kind = .property
        } else if isWord(introducer, "subscript") {
            kind = .subscript
        } else if isWord(introducer, "associatedtype") {
            kind = .associatedType
        } else if isWord(introducer, "typealias") {
            kind = .typealias
        } else if isWord(introducer, "init") {
            kind = .initializer
        } else {
            return nil
        }
        var member = Member(
            kind: kind, name: text(introducer), attributes: prefix.attributes, modifiers: prefix.modifiers,
            location: location(introducer))
        member.annotations = takeAnnotations(
            after: lowerBound, before: introducer.start, declarationStart: declarationStart)
        advance()
        switch kind {
        case .function: parseFunction(into: &member)
        case .property: parseProperty(into: &member, isLet: isWord(introducer, "let"))
        case .subscript: parseSubscript(into: &member)
        case .associatedType: parseAssociatedType(into: &member)
        case .typealias: parseTypealias(into: &member)
        case .initializer: parseInitializer(into: &member)
        }
        return member
    }

    private mutating func parseFunction(into member: inout Member) {
        if current.kind == .identifier {
            member.name = text(current)
            advance()
        } else if current.kind == .operator || current.kind == .arrow {
            // Operators arrive split (`<`, `=`, … are single tokens): adjacent ones form the name.
            let begin = index
            advance()
            while current.kind == .operator && isAdjacent(current, after: token(at: index - 1)) { advance() }
            member.name = normalizedText(begin..<index)  // adjacent tokens: no spaces
        } else {
            report(.error, "expected a name after 'func'", at: current)
            member.name = ""
        }
        if isOperator(current, "<") { parseGenericParameters(into: &member) }
        parseSignature(into: &member, isSubscript: false)
        if current.kind == .arrow {
            advance()
            (member.returnType, member.resultShape) = parseType(stoppingAt: [.whereKeyword])
        }
        parseWhereClause(into: &member)
        rejectBody(of: member)
    }

    private mutating func parseInitializer(into member: inout Member) {
        if (isOperator(current, "?") || isOperator(current, "!")) && isAdjacent(current, after: token(at: index - 1)) {
            member.isFailable = true
            advance()
        }
        if isOperator(current, "<") { parseGenericParameters(into: &member) }
        parseSignature(into: &member, isSubscript: false)
        parseWhereClause(into: &member)
        rejectBody(of: member)
    }

    private mutating func parseSubscript(into member: inout Member) {
        if isOperator(current, "<") { parseGenericParameters(into: &member) }
        parseSignature(into: &member, isSubscript: true)
        if current.kind == .arrow {
            advance()
            (member.returnType, member.resultShape) = parseType(stoppingAt: [.whereKeyword])
        } else {
            report(.error, "expected '->' and the element type after the subscript's parameters", at: current)
        }
        parseWhereClause(into: &member)
        member.accessors = parseAccessors(of: member)
    }

    private mutating func parseProperty(into member: inout Member, isLet: Bool) {
        let introducer = token(at: index - 1)
        if current.kind == .identifier {
            member.name = text(current)
            advance()
        } else {
            report(.error, "expected a property name after '\(text(introducer))'", at: current)
            member.name = ""
        }
        if current.kind == .colon {
            advance()
            (member.returnType, member.resultShape) = parseType(stoppingAt: [.equals])
        } else {
            report(
                .error, "expected ':' and a type after '\(member.name)'; write 'var \(member.name): Type { get }'",
                at: current)
        }
        if isOperator(current, "=") {
            report(
                .error, "a protocol property requirement cannot have an initial value; remove '= …'",
                at: current)
            advance()
            _ = parseTypeText(stoppingAt: [])
        }
        if isLet {
            report(
                .error,
                "protocols cannot require properties to be immutable; declare read-only properties by using 'var' "
                    + "with a '{ get }' specifier",
                at: introducer)
        }
        member.accessors = parseAccessors(of: member)
    }

    private mutating func parseAssociatedType(into member: inout Member) {
        member.name = current.kind == .identifier ? text(current) : ""
        if current.kind == .identifier { advance() }
        if current.kind == .colon {
            advance()
            member.inheritedTypes = parseTypeList()
        }
        if isOperator(current, "=") {
            advance()
            (member.defaultType, member.defaultShape) = parseType(stoppingAt: [.whereKeyword])
        }
        parseWhereClause(into: &member)
    }

    private mutating func parseTypealias(into member: inout Member) {
        member.name = current.kind == .identifier ? text(current) : ""
        if current.kind == .identifier { advance() }
        if isOperator(current, "<") { parseGenericParameters(into: &member) }
        if isOperator(current, "=") {
            advance()
            (member.defaultType, member.defaultShape) = parseType(stoppingAt: [.whereKeyword])
        }
        parseWhereClause(into: &member)
    }

    private mutating func parseGenericParameters(into member: inout Member) {
        let clause = parseGenericParameterClause()
        member.genericParameters = clause.text
        member.genericParameterNames = clause.parameterNames
        member.requirements += clause.requirements
    }

    private mutating func parseWhereClause(into member: inout Member) {
        guard isWord(current, "where") else { return }
        advance()
        let clause = parseWhereClause()
        member.whereClause = clause.text
        member.requirements += clause.requirements
    }

    /// Requirements have no bodies: diagnoses one and skips it.
    private mutating func rejectBody(of member: Member) {
        guard current.kind == .leftBrace else { return }
        report(
            .error,
            "a protocol requirement cannot have a body; implement '\(member.name)' in a protocol extension instead",
            at: current)
        skipBraces()
    }
}
