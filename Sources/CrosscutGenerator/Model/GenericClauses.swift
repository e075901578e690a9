/// What generic parameter clauses and `where` clauses say, read from their text.
enum GenericClauses {
    /// The parameters a generic clause declares: `["T", "U"]` for `T: Hashable, each U`.
    static func parameterNames(_ clause: String?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        var depth = 0
        var current = ""
        var atStart = true
        for character in clause {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                atStart = true
                current = ""
                continue
            default: break
            }
            guard atStart, depth == 0 else { continue }
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                let word = current
                current = ""
                atStart = word == "each"
                if !atStart { names.append(word) }
            }
        }
        if atStart, !current.isEmpty { names.append(current) }
        return names
    }

    /// The constraints a `where` clause puts on `name`: `Hashable & Sendable` for `ID` in
    /// `ID: Hashable & Sendable, Element == Int`.
    static func requirements(of name: String, in whereClause: String) -> String {
        ProtocolIndex.splitTopLevel(Substring(whereClause)).compactMap { requirement -> String? in
            let parts = requirement.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let subject = parts[0].trimmingCharacters
            return subject == name || subject == "Self.\(name)" ? parts[1].trimmingCharacters : nil
        }.joined(separator: " & ")
    }
}
