/// The condition of `#if` blocks around an import, as an OR of ANDs of named conditions
/// (`canImport(Darwin)`, each perhaps negated), so that the imports several files make under
/// overlapping `#if` blocks can be written once per module and condition, simplified:
/// `#if canImport(FoundationEssentials)` and `#if !(FullFoundation || canImport(Darwin))` nested in
/// it import nothing more than the first alone.
struct ImportCondition: Hashable, Sendable {
    /// A named condition, `canImport(Darwin)` or `FullFoundation`, or its negation; ordered as
    /// `#if` lists them, those that must hold before those that must not, each by name.
    struct Atom: Hashable, Comparable, Sendable {
        var text: String
        var isNegated: Bool

        static func < (lhs: Atom, rhs: Atom) -> Bool {
            (lhs.isNegated ? 1 : 0, lhs.text) < (rhs.isNegated ? 1 : 0, rhs.text)
        }

        /// `!canImport(Darwin)` for `canImport(Darwin)`, and the other way round.
        var negated: Atom { Atom(text: text, isNegated: !isNegated) }

        /// How `#if` writes it: `!canImport(Darwin)`, and `!(…)` around a negated text with spaces.
        var written: String {
            guard isNegated else { return text }
            return text.contains(where: \.isWhitespace) ? "!(\(text))" : "!" + text
        }
    }

    /// The ANDs, any of which makes the condition hold, in the order first seen: none for a condition
    /// that never holds, one without atoms for one that always does.
    private(set) var terms: [Set<Atom>]

    /// At most this many ANDs come out of joining two conditions with `and`; beyond it, the two are
    /// joined as written, and no longer simplified.
    private static let termLimit = 64

    private init(terms: [Set<Atom>]) {
        self.terms = terms
        simplify()
    }

    /// The condition that always holds: no `#if` around.
    static let always = ImportCondition(terms: [[]])

    /// The condition that never holds.
    static let never = ImportCondition(terms: [])

    /// The condition under which all of `conditions` hold: the `#if` lines around an import, outermost first.
    init(all conditions: [String]) {
        self = conditions.reduce(.always) { $0.and(Self.parsed($1)) }
    }

    /// Equal when they have the same ANDs, in any order.
    static func == (lhs: ImportCondition, rhs: ImportCondition) -> Bool {
        Set(lhs.terms) == Set(rhs.terms)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(Set(terms))
    }

    /// Whether it always holds.
    var isAlwaysTrue: Bool { terms.contains { $0.isEmpty } }

    /// Whether it never holds.
    var isNeverTrue: Bool { terms.isEmpty }

    /// The condition that holds where either does.
    func or(_ other: ImportCondition) -> ImportCondition {
        ImportCondition(terms: terms + other.terms)
    }

    /// The condition that holds where both do.
    func and(_ other: ImportCondition) -> ImportCondition {
        let product = terms.flatMap { term in other.terms.map { term.union($0) } }
        guard product.count <= Self.termLimit else {
            return ImportCondition(terms: [[Atom(text: "(\(text)) && (\(other.text))", isNegated: false)]])
        }
        return ImportCondition(terms: product.filter { term in !term.contains { term.contains($0.negated) } })
    }

    /// The condition that holds where this one does not.
    var negated: ImportCondition {
        terms.reduce(.always) { negation, term in
            negation.and(ImportCondition(terms: term.sorted().map { [$0.negated] }))
        }
    }

    /// How `#if` writes it: `a || b && c` with each AND in parentheses beside others.
    var text: String {
        guard !isAlwaysTrue else { return "true" }
        guard !isNeverTrue else { return "false" }
        return terms.map { term in
            let atoms = term.sorted().map { atom in
                term.count > 1 && !atom.isNegated && atom.text.contains(where: \.isWhitespace)
                    ? "(\(atom.text))" : atom.written
            }
            let and = atoms.joined(separator: " && ")
            return terms.count > 1 && term.count > 1 ? "(\(and))" : and
        }.joined(separator: " || ")
    }

    /// How many of its atoms are negated: of two conditions that are each other's negation, the one
    /// with fewer reads better after `#if`.
    var negationCount: Int { terms.reduce(0) { $0 + $1.filter(\.isNegated).count } }

    /// Drops repeated ANDs and those another implies (`a && b` beside `a`), and joins two that differ
    /// in one atom only (`a && b` and `a && !b` make `a`), until nothing changes.
    private mutating func simplify() {
        var changed = true
        while changed {
            changed = false
            var kept: [Set<Atom>] = []
            for term in terms where !kept.contains(where: { $0.isSubset(of: term) }) {
                kept.removeAll { term.isSubset(of: $0) }
                kept.append(term)
            }
            changed = kept.count != terms.count
            terms = kept
            for (index, term) in terms.enumerated() {
                guard
                    let partner = terms.indices.first(where: { other in
                        other != index && terms[other].count == term.count
                            && term.subtracting(terms[other]).count == 1
                            && term.subtracting(terms[other]).first.map { terms[other].contains($0.negated) } == true
                    })
                else { continue }
                let joined = term.intersection(terms[partner])
                terms[index] = joined
                terms.remove(at: partner)
                changed = true
                break
            }
        }
    }

    /// `condition` taken apart at its `||` and `&&` outside parentheses, with `!` and parentheses
    /// around them read; what is left is an atom as written (`compiler(>=6)`).
    private static func parsed(_ condition: String) -> ImportCondition {
        let trimmed = condition.trimmingCharacters
        let disjuncts = split(trimmed, at: "||")
        if disjuncts.count > 1 {
            return disjuncts.map(parsed).reduce(.never) { $0.or($1) }
        }
        let conjuncts = split(trimmed, at: "&&")
        if conjuncts.count > 1 {
            return conjuncts.map(parsed).reduce(.always) { $0.and($1) }
        }
        if let inner = parenthesized(trimmed) { return parsed(inner) }
        if trimmed.hasPrefix("!") {
            let rest = String(trimmed.dropFirst())
            if let inner = parenthesized(rest) { return parsed(inner).negated }
            if !rest.contains(where: \.isWhitespace) {
                return ImportCondition(terms: [[Atom(text: rest, isNegated: true)]])
            }
        }
        return ImportCondition(terms: [[Atom(text: trimmed, isNegated: false)]])
    }

    /// `text` split at each `separator` outside parentheses, each part trimmed.
    private static func split(_ text: String, at separator: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, text[index...].hasPrefix(separator) {
                parts.append(text[start..<index].trimmingCharacters)
                index = text.index(index, offsetBy: separator.count)
                start = index
                continue
            }
            index = text.index(after: index)
        }
        parts.append(text[start...].trimmingCharacters)
        return parts
    }

    /// What stands inside the parentheses that enclose all of `text`, or `nil`.
    private static func parenthesized(_ text: String) -> String? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, offset < text.count - 1 { return nil }
        }
        return String(text.dropFirst().dropLast())
    }
}
