/// Global actors: which one an annotated protocol's decorators are isolated to, and which of its
/// parents' requirements they implement `nonisolated`.
struct GlobalActorIsolation {
    /// The protocols seen, for the parents' attributes.
    let index: ProtocolIndex

    /// The first global-actor attribute (`@MainActor`, `@DatabaseActor`), if any.
    static func globalActor(in attributes: [String]) -> String? {
        attributes.first { $0.hasPrefix("@") && $0.hasSuffix("Actor") && !$0.contains("(") }
    }

    /// Whether `decl`, or a protocol it inherits, has a global-actor attribute.
    func isIsolated(_ decl: ProtocolDecl) -> Bool {
        Self.globalActor(in: decl.attributes) != nil || isolatedParent(of: decl) != nil
    }

    /// `items` with `nonisolated` added to every member that can carry it: a parent outside any
    /// global actor declares nonisolated requirements, which an isolated decorator must implement as such.
    static func markedNonisolated(_ items: [MemberItem]) -> [MemberItem] {
        items.compactMapMembers { member in
            var member = member
            let canBeNonisolated = member.kind == .function || member.kind == .property || member.kind == .subscript
            if canBeNonisolated, !member.has(.nonisolated) { member.modifiers.append("nonisolated") }
            return member
        }
    }

    /// The first protocol `decl` inherits (directly or not) that has a global-actor attribute.
    private func isolatedParent(of decl: ProtocolDecl, visited: Set<String> = []) -> ProtocolDecl? {
        for name in ProtocolIndex.inheritedNames(decl.inheritedTypes + ProtocolIndex.selfConstraints(decl.requirements))
        {
            guard !visited.contains(name), let parent = index.lookup(name) else { continue }
            if Self.globalActor(in: parent.attributes) != nil { return parent }
            if let found = isolatedParent(of: parent, visited: visited.union([name])) { return found }
        }
        return nil
    }
}
