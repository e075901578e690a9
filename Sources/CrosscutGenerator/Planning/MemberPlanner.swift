/// Plans the members of an annotated protocol and of its parents in one walk of their `#if` trees:
/// names each overload (``MemberIdentities``), forwards a requirement restated by a child (or
/// inherited twice) once, checks each (``MemberValidator``), and reports a parent's problems at the
/// annotated protocol, with a note in the parent.
struct MemberPlanner {
    let decl: ProtocolDecl
    let parents: [ProtocolDecl]
    let context: ProtocolContext

    /// The planned members of `decl` and its parents, without those that cannot be decorated (reported).
    func plannedItems(reportingTo sink: inout DiagnosticSink) -> [PlannedItem] {
        let all = [decl] + parents
        // Every member's identities, in the order the walk meets the members.
        var walkOrder: [MemberIdentity] = []
        var members: [Member] = []
        for owner in all {
            owner.members.forEachMember {
                walkOrder.append(MemberIdentity($0))
                members.append($0)
            }
        }
        var walk = Walk(
            identities: MemberIdentities(walkOrder), remaining: walkOrder[...],
            shadowed: MemberIdentities.shadowedByAnExistential(members),
            settable: Self.settableRequirements(members, identities: walkOrder),
            validator: MemberValidator(context: context))
        var seen = Set<RequirementKey>(minimumCapacity: walkOrder.count)
        let isolation = GlobalActorIsolation(index: context.index)
        let decoratorIsIsolated = isolation.isIsolated(decl)
        var items: [PlannedItem] = []
        for owner in all {
            let start = sink.count
            let nonisolated = decoratorIsIsolated && owner != decl && !isolation.isIsolated(owner)
            let members = nonisolated ? GlobalActorIsolation.markedNonisolated(owner.members) : owner.members
            items += walk.plan(members, seen: &seen, reportingTo: &sink)
            if owner != decl { sink.replace(since: start) { $0.inherited(from: owner, by: decl) } }
        }
        return items
    }

    /// A requirement as told apart from restatements: its kind and full identity.
    private struct RequirementKey: Hashable {
        var kind: Member.Kind
        var full: String

        init(_ member: Member, names: MemberIdentity) {
            kind = member.kind
            full = names.full
        }
    }

    /// The first settable declaration of each property or subscript: what a decorator forwards when
    /// another declaration restates it get-only (`{ get }` in one parent, `{ get set }` in another,
    /// as swift-nio-http2's state protocols do), so that it conforms to both.
    private static func settableRequirements(
        _ members: [Member], identities: [MemberIdentity]
    ) -> [RequirementKey: Member] {
        var settable: [RequirementKey: Member] = [:]
        for (member, names) in zip(members, identities) where member.accessors?.hasSetter == true {
            let key = RequirementKey(member, names: names)
            if settable[key] == nil { settable[key] = member }
        }
        return settable
    }

    /// The walk's state: each member's identities are taken from the front of `remaining`, which
    /// holds them in the walk's order.
    private struct Walk {
        let identities: MemberIdentities
        var remaining: ArraySlice<MemberIdentity>
        /// Members a call could take for another (``MemberIdentities/shadowedByAnExistential(_:)``).
        let shadowed: Set<String>
        /// The settable declaration of each property or subscript some declaration makes settable.
        let settable: [RequirementKey: Member]
        let validator: MemberValidator

        mutating func plan(
            _ items: [MemberItem], seen: inout Set<RequirementKey>, reportingTo sink: inout DiagnosticSink
        ) -> [PlannedItem] {
            var planned: [PlannedItem] = []
            for item in items {
                switch item {
                case .member(let declared):
                    let names = remaining.removeFirst()
                    let key = RequirementKey(declared, names: names)
                    guard seen.insert(key).inserted else { continue }
                    let member = declared.accessors?.hasSetter == false ? settable[key] ?? declared : declared
                    if identities.isAmbiguousByResult(member, names: names) {
                        sink.error(
                            "cannot forward '\(names.full)': another requirement takes the same arguments and "
                                + "differs only in its result, one of them an existential, so a decorator's call to "
                                + "the decoratee would be ambiguous; rename one of them or change its argument labels",
                            at: member.location)
                        continue
                    }
                    if shadowed.contains(names.full) {
                        sink.error(
                            "cannot forward '\(names.full)': another requirement of the same name takes an "
                                + "existential where it takes a generic parameter, and Swift would resolve a "
                                + "decorator's call to the decoratee to that non-generic one; rename one of them or "
                                + "change its argument labels",
                            at: member.location)
                        continue
                    }
                    let identity = identities.identity(of: member, names: names)
                    if let member = validator.plan(member, identity: identity, reportingTo: &sink) {
                        planned.append(.member(member))
                    }
                case .conditional(let block):
                    let clauses = block.clauses.map { clause in
                        var inner = seen
                        return ConditionalBlock<PlannedMember>.Clause(
                            condition: clause.condition, items: plan(clause.items, seen: &inner, reportingTo: &sink))
                    }
                    planned.append(.conditional(ConditionalBlock(clauses: clauses, location: block.location)))
                }
            }
            return planned
        }
    }
}
