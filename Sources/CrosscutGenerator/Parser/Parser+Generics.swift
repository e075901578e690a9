/// Generic parameter clauses and `where` clauses, read into typed facts: the names a clause
/// declares and the requirements both state, so later stages never take their text apart.
extension Parser {
    /// A generic parameter clause: its text (without the angle brackets), the parameters it
    /// declares and the constraints written inline (`T: Hashable`).
    struct GenericClause {
        var text: String
        var parameterNames: [String]
        var requirements: [GenericRequirement]
    }

    /// Reads a generic parameter clause `< … >` at the cursor.
    mutating func parseGenericParameterClause() -> GenericClause {
        let entries = parseAngleEntries()
        var names: [String] = []
        for entry in entries {
            var first = entry.lowerBound
            if first < entry.upperBound, isWord(tokens[first], "each") { first += 1 }
            if first < entry.upperBound, tokens[first].kind == .identifier { names.append(text(tokens[first])) }
        }
        return GenericClause(
            text: entries.map(normalizedText).joined(separator: ", "), parameterNames: names,
            requirements: entries.compactMap(requirement))
    }

    /// Reads a `where` clause's requirements after `where`: its text and its requirements.
    mutating func parseWhereClause() -> (text: String, requirements: [GenericRequirement]) {
        let begin = index
        let text = parseTypeText(stoppingAt: [])
        return (text, topLevelEntries(in: begin..<index).compactMap(requirement))
    }

    /// The requirement the tokens `entry` state, split at their first top-level `:` or `==`; `nil`
    /// for a bare parameter (`T`, `each U`).
    private func requirement(in entry: Range<Int>) -> GenericRequirement? {
        var depth = 0
        for position in entry {
            let token = tokens[position]
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator where isOperator(token, "<"): depth += 1
            case .operator where isOperator(token, ">"): depth -= 1
            case .colon where depth == 0:
                return GenericRequirement(
                    subject: normalizedText(entry.lowerBound..<position), relation: .conformance,
                    constraint: normalizedText(position + 1..<entry.upperBound))
            case .operator where depth == 0 && isEqualsEquals(at: position):
                return GenericRequirement(
                    subject: normalizedText(entry.lowerBound..<position), relation: .sameType,
                    constraint: normalizedText(position + 2..<entry.upperBound))
            default: break
            }
        }
        return nil
    }

    /// Whether the tokens at `position` are `==` (the lexer gives `=` alone, so two adjacent ones).
    private func isEqualsEquals(at position: Int) -> Bool {
        let first = tokens[position]
        let second = token(at: position + 1)
        guard isOperator(first, "="), isOperator(second, "=") else { return false }
        return isAdjacent(second, after: first)
    }

    /// The tokens `range` split at commas outside brackets.
    private func topLevelEntries(in range: Range<Int>) -> [Range<Int>] {
        var entries: [Range<Int>] = []
        var begin = range.lowerBound
        var depth = 0
        for position in range {
            let token = tokens[position]
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .operator where isOperator(token, "<"): depth += 1
            case .operator where isOperator(token, ">"): depth -= 1
            case .comma where depth == 0:
                entries.append(begin..<position)
                begin = position + 1
            default: break
            }
        }
        entries.append(begin..<range.upperBound)
        return entries.filter { !$0.isEmpty }
    }
}
