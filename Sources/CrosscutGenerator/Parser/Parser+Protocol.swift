/// A `protocol` declaration: header, annotation and body.
extension Parser {
    /// Reads a protocol from the cursor's `protocol` keyword through its closing `}`.
    mutating func parseProtocol(prefix: DeclarationPrefix, enclosing: [String], conditions: [String]) {
        let keyword = current
        let errorsBefore = errorCount
        let first = location(token(at: prefix.start ?? index))
        defer {
            let last = location(token(at: index - 1))
            protocols[protocols.count - 1].hasSyntaxErrors =
                errorCount > errorsBefore || prefix.hasErrors || lexerErrors.contains { first <= $0 && $0 <= last }
        }
        let lowerBound = endOfToken(before: prefix.start ?? index)
        advance()
        let name = text(current)
        advance()
        var declaration = ProtocolDecl(
            name: name, enclosingTypes: enclosing, access: prefix.accessLevel, attributes: prefix.attributes,
            conditions: conditions, location: location(keyword))
        declaration.enclosingAccess = enclosingAccess
        let start = token(at: prefix.start ?? index).start
        declaration.annotation = Self.merged(
            takeAnnotations(after: lowerBound, before: keyword.start, declarationStart: start))
        if isOperator(current, "<") {
            declaration.primaryAssociatedTypes = parseAngleList()
        }
        if current.kind == .colon {
            advance()
            declaration.inheritedTypes = parseTypeList()
        }
        if isWord(current, "where") {
            advance()
            let clause = parseWhereClause()
            declaration.whereClause = clause.text
            declaration.requirements = clause.requirements
        }
        guard current.kind == .leftBrace else {
            report(.error, "expected '{' to start the body of protocol '\(name)'", at: current)
            protocols.append(declaration)
            return
        }
        let open = current
        advance()
        var reportedUnexpected = false
        while true {
            let (items, end) = parseMemberItems(protocolName: name, reportedUnexpected: &reportedUnexpected)
            declaration.members += items
            guard end == .directive else { break }
            advance()  // a stray `#else`/`#endif`
        }
        if current.kind == .rightBrace {
            advance()
        } else {
            report(.error, "expected '}' to close the body of protocol '\(name)'", at: open)
        }
        protocols.append(declaration)
    }

    /// Several `// @crosscut(...)` comments before one protocol act as one list.
    static func merged(_ annotations: [Annotation]) -> Annotation? {
        guard var first = annotations.first else { return nil }
        for other in annotations.dropFirst() {
            first.items += other.items
            first.text =
                first.text.isEmpty ? other.text : other.text.isEmpty ? first.text : first.text + ", " + other.text
        }
        return first
    }
}
