/// The identities of a protocol's members (its own and its parents'), to name each overload by the
/// shortest ``MemberIdentity`` that tells it apart: `load(_:)`, else `load(_: Int)`, else `load() -> Int`.
struct MemberIdentities {
    /// The different full signatures going by one shorter identity (most go by one alone).
    private struct Signatures {
        var first: String
        var others: Set<String> = []

        var count: Int { 1 + others.count }

        mutating func insert(_ full: String) {
            if full != first { others.insert(full) }
        }
    }

    private var byBase: [String: Signatures]
    private var byTyped: [String: Signatures]
    /// The typed identities (with `static `) of members whose overloads differ only in effects and
    /// result, one of which returns an existential.
    private var ambiguousByResult: Set<String> = []

    /// The identities of a protocol's members (its own and its parents').
    init(_ identities: [MemberIdentity]) {
        byBase = Dictionary(minimumCapacity: identities.count)
        byTyped = Dictionary(minimumCapacity: identities.count)
        for identity in identities {
            byBase[identity.base, default: Signatures(first: identity.full)].insert(identity.full)
            byTyped[identity.typed, default: Signatures(first: identity.full)].insert(identity.full)
        }
        var byCall: [String: (signatures: Signatures, existential: Bool)] = [:]
        for identity in identities {
            let key = Self.call(identity)
            byCall[key, default: (Signatures(first: identity.full), false)].signatures.insert(identity.full)
            if Self.returnsExistential(identity) { byCall[key]?.existential = true }
        }
        for (key, group) in byCall where group.signatures.count > 1 && group.existential {
            ambiguousByResult.insert(key)
        }
    }

    /// The full identities of generic members a call could take another of the same name and labels
    /// for: where one has a generic parameter the other has an existential that the generic parameter's
    /// constraints name (`subscript<K: Sendable>(_ key: K)` and `subscript(_ key: any Sendable)`, or
    /// `Any`), and their other parameter types are the same. Swift prefers the non-generic member
    /// for a call with a `K`, so the generic member's decorators would call the other one.
    static func shadowedByAnExistential(_ members: [Member]) -> Set<String> {
        var found: Set<String> = []
        let candidates = members.filter { ($0.kind == .function || $0.kind == .subscript) && !$0.parameters.isEmpty }
        let groups = Dictionary(grouping: candidates.map { ($0, MemberIdentity($0)) }) { member, names in
            "\(member.isStatic) \(names.base)"
        }
        for group in groups.values where group.count > 1 {
            for (generic, genericNames) in group where isGeneric(generic) {
                for (other, otherNames) in group where otherNames.full != genericNames.full {
                    if shadows(other, generic) { found.insert(genericNames.full) }
                }
            }
        }
        return found
    }

    /// Whether `member` declares generic parameters or takes an opaque one (`some P`).
    private static func isGeneric(_ member: Member) -> Bool {
        !member.genericParameterNames.isEmpty || member.parameters.contains { $0.shape.isOpaque }
    }

    /// Whether `other` takes an existential where `generic` takes one of its generic parameters or an
    /// opaque parameter (constrained to what the existential names), and the same types everywhere else.
    private static func shadows(_ other: Member, _ generic: Member) -> Bool {
        guard other.parameters.count == generic.parameters.count else { return false }
        let declared = (generic.genericParameters ?? "") + " " + (generic.whereClause ?? "")
        var shadowed = false
        for (mine, theirs) in zip(generic.parameters, other.parameters) {
            let type = mine.type.trimmingCharacters
            let existential = theirs.type.trimmingCharacters
            if type == existential { continue }
            let isOpaque = mine.shape.isOpaque
            guard isOpaque || generic.genericParameterNames.contains(String(type)) else { return false }
            // An opaque parameter's constraints are its type (`some Hashable & Sendable`, specifiers aside).
            let constraints = isOpaque ? mine.shape.core : declared
            if existential == "Any" {
                shadowed = true
            } else if existential.hasPrefix("any "),
                existential.dropFirst(4).split(separator: "&").allSatisfy({
                    constraints.contains($0.trimmingCharacters)
                })
            {
                shadowed = true
            } else {
                return false
            }
        }
        return shadowed
    }

    /// Whether a call to the decoratee's `member` (a method or subscript) would be ambiguous: another
    /// requirement takes the same arguments and differs only in its effects and result, and one of
    /// the results is an existential (`any P`, `Any`), which the other converts to, so that Swift
    /// cannot choose between them by the result type (it can between `Int` and `String`, or `Int`
    /// and `Int?`).
    func isAmbiguousByResult(_ member: Member, names: MemberIdentity) -> Bool {
        (member.kind == .function || member.kind == .subscript) && ambiguousByResult.contains(Self.call(names))
    }

    /// What a call to the member names: its typed identity, and whether it is static.
    private static func call(_ identity: MemberIdentity) -> String {
        identity.full.hasPrefix("static ") ? "static " + identity.typed : identity.typed
    }

    /// Whether the full identity's result (after its effects' `-> `) is an existential.
    private static func returnsExistential(_ identity: MemberIdentity) -> Bool {
        let afterTyped = identity.full.dropFirst(call(identity).count)
        guard let arrow = afterTyped.firstRange(of: "-> ") else { return false }
        let result = afterTyped[arrow.upperBound...]
        return result.hasPrefix("any ") || result.hasPrefix("(any ") || result == "Any" || result == "AnyObject"
    }

    /// The identity `member` (whose identities are `names`) goes by.
    func identity(of member: Member, names: MemberIdentity) -> String {
        if member.kind == .associatedType || (byBase[names.base]?.count ?? 0) <= 1 { return names.base }
        return (byTyped[names.typed]?.count ?? 0) <= 1 ? names.typed : names.full
    }
}
