extension ConstraintRange {
    /// The range `text` writes — bounds that are numbers (`-5`, `2.5`, `1_000`) or names (`Age.minimum`)
    /// around `...` or `..<`, at least one of them, and an upper one after `..<` — or `nil`.
    init?(parsing text: String) {
        guard let dots = text.firstRange(of: "..") else { return nil }
        let operatorEnd = text.index(dots.upperBound, offsetBy: 1, limitedBy: text.endIndex) ?? text.endIndex
        let written = String(text[dots.lowerBound..<operatorEnd])
        guard written == "..." || written == "..<" else { return nil }
        let lower = String(text[..<dots.lowerBound])
        let upper = String(text[operatorEnd...])
        guard lower.isEmpty || Self.isBound(lower), upper.isEmpty || Self.isBound(upper),
            !(lower.isEmpty && upper.isEmpty), !(written == "..<" && upper.isEmpty)
        else { return nil }
        self.init(lower: lower.isEmpty ? nil : lower, rangeOperator: written, upper: upper.isEmpty ? nil : upper)
    }

    /// Whether `text` is a number literal or a name path, with a sign or without.
    private static func isBound(_ text: String) -> Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = unsigned.first else { return false }
        if first.isNumber { return unsigned.allSatisfy { $0.isIdentifierCharacter || $0 == "." } }
        return unsigned.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let head = part.first, head.isLetter || head == "_" else { return false }
            return part.allSatisfy { $0.isIdentifierCharacter }
        }
    }

    /// Why no value can lie in the range, when both bounds are numbers and say so: `5 is above 1`.
    var emptiness: String? {
        guard let lower, let upper, let low = Double(lower.filter { $0 != "_" }),
            let high = Double(upper.filter { $0 != "_" })
        else { return nil }
        if low > high { return "\(lower) is above \(upper)" }
        if low == high && rangeOperator == "..<" { return "it stops before \(upper)" }
        return nil
    }
}

extension ConstraintRegex {
    /// The regex literal `text` is, `/…/` or `#/…/#` (with as many `#` on both sides), or `nil`.
    init?(literal text: String) {
        let hashes = text.prefix { $0 == "#" }.count
        let signs = String(repeating: "#", count: hashes)
        let opening = signs + "/"
        let closing = "/" + signs
        guard text.count >= opening.count + closing.count, text.hasPrefix(opening), text.hasSuffix(closing) else {
            return nil
        }
        self.init(
            spelling: text, pattern: String(text.dropFirst(opening.count).dropLast(closing.count)), hashes: hashes)
    }

    /// The first `(` or `[` of the pattern that nothing closes, or `)` or `]` that closes nothing; escaped
    /// ones (`\(`) and those inside a character class (`[(]`) aside.
    var unpairedBracket: Character? {
        var open: [Character] = []
        var escaped = false
        for character in pattern {
            defer { escaped = !escaped && character == "\\" }
            guard !escaped else { continue }
            let inClass = open.last == "["
            switch character {
            case "[": open.append("[")
            case "(" where !inClass: open.append("(")
            case "]" where inClass, ")" where !inClass && open.last == "(": open.removeLast()
            case ")" where !inClass: return ")"
            default: continue
            }
        }
        return open.first
    }
}
