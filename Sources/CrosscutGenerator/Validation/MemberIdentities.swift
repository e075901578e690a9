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

    /// The identities of a protocol's members (its own and its parents').
    init(_ identities: [MemberIdentity]) {
        byBase = Dictionary(minimumCapacity: identities.count)
        byTyped = Dictionary(minimumCapacity: identities.count)
        for identity in identities {
            byBase[identity.base, default: Signatures(first: identity.full)].insert(identity.full)
            byTyped[identity.typed, default: Signatures(first: identity.full)].insert(identity.full)
        }
    }

    /// The identity `member` (whose identities are `names`) goes by.
    func identity(of member: Member, names: MemberIdentity) -> String {
        if member.kind == .associatedType || (byBase[names.base]?.count ?? 0) <= 1 { return names.base }
        return (byTyped[names.typed]?.count ?? 0) <= 1 ? names.typed : names.full
    }
}
