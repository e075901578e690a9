/// The associated types and typealiases of an annotated protocol and its parents, with what the
/// caching rules need to know of them.
struct ProtocolTypes {
    /// What an associated type's constraints (or a protocol `where` clause, or a same-type binding)
    /// make it.
    struct Constraints {
        var hashable: Bool
        var sendable: Bool
    }

    /// The typealiases by name, with the shapes of the types they stand for.
    private(set) var typealiases: [String: TypeShape] = [:]
    /// The associated types by name.
    private(set) var associatedTypes: [String: Constraints] = [:]

    /// The types of `protocols`: an annotated protocol and its parents.
    init(of protocols: [ProtocolDecl], index: ProtocolIndex) {
        let protocolRequirements = protocols.flatMap(\.requirements)
        for decl in protocols {
            decl.members.forEachMember { member in
                if member.kind == .typealias, let aliased = member.defaultShape {
                    typealiases[member.name] = aliased
                }
                guard member.kind == .associatedType else { return }
                let constraints = member.inheritedTypes.joined(separator: " & ") + " " + (member.whereClause ?? "")
                let inProtocolWhere = protocolRequirements.conformances(of: member.name)
                let known = associatedTypes[member.name] ?? Constraints(hashable: false, sendable: false)
                associatedTypes[member.name] = Constraints(
                    hashable: known.hashable || index.impliesHashable(constraints)
                        || index.impliesHashable(inProtocolWhere),
                    sendable: known.sendable || index.impliesSendable(constraints)
                        || index.impliesSendable(inProtocolWhere)
                )
            }
        }
        let associatedNames = Set(associatedTypes.keys)
        for name in Self.concretelyBound(in: protocols, index: index) where associatedNames.contains(name) {
            associatedTypes[name] = Constraints(hashable: true, sendable: true)
        }
    }

    /// Associated types fixed to a type by a parent's primary associated types (`Repo<String>`)
    /// or a same-type requirement (`where Entity == Int`): they are as hashable as that type, which
    /// crosscut takes on trust like any concrete type.
    private static func concretelyBound(in protocols: [ProtocolDecl], index: ProtocolIndex) -> Set<String> {
        var bound: Set<String> = []
        var associated: Set<String> = []
        for decl in protocols {
            decl.members.forEachMember { if $0.kind == .associatedType { associated.insert($0.name) } }
        }
        for decl in protocols {
            for entry in decl.inheritedTypes {
                guard entry.utf8.contains(Byte.less), let open = entry.firstIndex(of: "<"), entry.hasSuffix(">"),
                    let parent = index.lookup(entry)
                else { continue }
                let arguments = ProtocolIndex.splitTopLevel(
                    entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
                for (name, argument) in zip(parent.primaryAssociatedTypes, arguments)
                where !associated.contains(argument) {
                    bound.insert(name)
                }
            }
            for requirement in decl.requirements where requirement.relation == .sameType {
                var name = requirement.subject
                if name.hasPrefix("Self.") { name.removeFirst(5) }
                if !associated.contains(requirement.constraint) { bound.insert(name) }
            }
        }
        return bound
    }
}
