/// Checks annotated protocols and turns each into a ``DecorationPlan``, reporting what cannot be
/// decorated at its exact position.
struct ProtocolValidator {
    let index: ProtocolIndex
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` are errors.
    private var errorCount = 0

    /// The noncopyable types the target declares (``DeclaredNoncopyableTypes``).
    let noncopyableTypes: Set<String>

    init(index: ProtocolIndex, noncopyableTypes: Set<String> = []) {
        self.index = index
        self.noncopyableTypes = noncopyableTypes
    }

    /// The plan for `decl`, or `nil` when it is not annotated or has errors (reported).
    mutating func plan(for decl: ProtocolDecl) -> DecorationPlan? {
        guard let annotation = decl.annotation else {
            warnAboutStrayMemberAnnotations(in: decl)
            return nil
        }
        let errorsBefore = errorCount
        let concerns = self.concerns(in: annotation, of: decl)
        let baseName = decoratorBaseName(in: annotation)
        if decl.access == .private || decl.access == .fileprivate {
            let access = decl.access!.rawValue
            error(
                "cannot decorate \(access) protocol '\(decl.name)': the generated decorators live in another file "
                    + "and cannot see it; make it internal (remove '\(access)') or wider", at: decl.location)
        }
        var inheritance = Inheritance()
        let resolvedFrom = diagnostics.count
        resolve(decl, into: &inheritance, visited: [])
        let resolved = diagnostics[resolvedFrom...].flatMap { diagnostic in
            inheritance.parents.first { $0.location == diagnostic.location }
                .map { Self.inherited(diagnostic, from: $0, by: decl) } ?? [diagnostic]
        }
        diagnostics.replaceSubrange(resolvedFrom..., with: resolved)
        let globalActor = Self.globalActor(in: decl.attributes) ?? inheritance.globalActor
        let items = plannedItems(
            for: decl, parents: inheritance.parents, concerns: concerns,
            isolatedToGlobalActorWithoutSendable: globalActor != nil && !inheritance.isSendable)
        guard errorCount == errorsBefore, !concerns.isEmpty else { return nil }
        if concerns.contains(.caching), !items.containsMember(where: { $0.options.caching != nil }) {
            warning(
                "'caching' has no effect: no member of '\(decl.name)' is marked 'cached'; write "
                    + "'// @crosscut(cached(ttl: 60))' above the members whose results may be reused",
                at: annotation.items.first { $0.name == "caching" }?.location ?? annotation.location)
        }
        let mutates = items.containsMember { planned in
            let member = planned.member
            let isStatic = member.modifiers.contains("static")
            let accessors = member.accessors ?? Member.Accessors()
            let mutatingSetter = accessors.hasSetter && !accessors.setterIsNonmutating
            return !isStatic && (member.modifiers.contains("mutating") || mutatingSetter || accessors.getterIsMutating)
        }
        return DecorationPlan(
            declaration: decl, concerns: concerns, items: items, isClassBound: inheritance.isClassBound,
            needsMutableDecoratee: mutates && !inheritance.isClassBound,
            globalActor: globalActor,
            forwardedStandardProtocols: StandardProtocol.allCases.filter { inheritance.standards.contains($0) },
            conditions: decl.conditions, decoratorBaseName: baseName,
            parentFiles: inheritance.parents.map(\.location.file).filter { $0 != decl.location.file }.uniqued())
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
        errorCount += 1
    }

    private mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    // MARK: Concerns

    private mutating func concerns(in annotation: Annotation, of decl: ProtocolDecl) -> [ConcernKind] {
        var concerns: [ConcernKind] = []
        for item in annotation.items where item.name != AnnotationGrammar.named {
            guard let concern = ConcernKind(rawValue: item.name) else {
                if AnnotationGrammar.memberOptions.contains(item.name) {
                    error(
                        "'\(item.name)' is a member option: write '// @crosscut(\(item.name))' above the member it "
                            + "applies to; the protocol's annotation lists concerns (\(AnnotationGrammar.concernList))",
                        at: item.location)
                } else {
                    let hint = EditDistance.didYouMean(item.name, among: AnnotationGrammar.concerns)
                    error(
                        "unknown concern '\(item.name)'.\(hint) Concerns are \(AnnotationGrammar.concernList)",
                        at: item.location)
                }
                continue
            }
            if let argument = item.arguments.first {
                error(
                    "concern '\(concern.rawValue)' takes no arguments; write '\(concern.rawValue)' and refine members "
                        + "with member annotations", at: argument.location)
            }
            if concerns.contains(concern) {
                warning("concern '\(concern.rawValue)' is listed twice; remove one", at: item.location)
            } else {
                concerns.append(concern)
            }
        }
        if annotation.items.isEmpty {
            warning(
                "'// @crosscut()' lists no concern, so nothing is generated for '\(decl.name)'; list some of "
                    + AnnotationGrammar.concernList, at: annotation.location)
        }
        return concerns.sorted()
    }

    /// The name given by `named: ShopCatalog`, if the annotation has one that is a valid type name.
    private mutating func decoratorBaseName(in annotation: Annotation) -> String? {
        let items = annotation.items.filter { $0.name == AnnotationGrammar.named }
        guard let item = items.first else { return nil }
        for repeated in items.dropFirst() {
            error("'named' is given twice; keep one", at: repeated.location)
        }
        guard item.arguments.count == 1, let argument = item.arguments.first, argument.label == nil,
            let first = argument.value.first, first.isLetter || first == "_",
            argument.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            error(
                "'named' takes the type name the decorators are named after; write for example "
                    + "'named: ShopCatalog' for 'LoggingShopCatalog'", at: item.location)
            return nil
        }
        return argument.value
    }

    // MARK: Inheritance

    private struct Inheritance {
        var isClassBound = false
        var isSendable = false
        var globalActor: String?
        var standards: Set<StandardProtocol> = []
        var parents: [ProtocolDecl] = []
    }

    /// Collects what `decl`'s parents (typealiases seen through) make of the decorators, following
    /// the parents declared in the target and reporting those decorators cannot conform to.
    private mutating func resolve(_ decl: ProtocolDecl, into inheritance: inout Inheritance, visited: Set<String>) {
        for name in index.parentNames(of: decl) {
            switch KnownProtocols.entry(for: name) {
            case let entry?:
                if entry.impliesSendable { inheritance.isSendable = true }
                switch entry.handling {
                case .classBound: inheritance.isClassBound = true
                case .marker: break
                case .forwarded(let standard): inheritance.standards.formUnion([standard] + standard.refined)
                case .rejected(let reason, let instead):
                    error(
                        "cannot decorate '\(decl.name)': it inherits '\(name)', and \(reason); \(instead)",
                        at: decl.location)
                }
                continue
            case nil:
                break
            }
            if name.hasPrefix("~") {
                error(
                    "cannot decorate '\(decl.name)': it suppresses '\(name.dropFirst())' ('\(name)'), and decorators "
                        + "are ordinary copyable types holding their decoratee; remove '\(name)' to decorate it",
                    at: decl.location)
                continue
            }
            guard let parent = index.lookup(name) else {
                error(
                    "cannot decorate '\(decl.name)': it inherits '\(name)', which crosscut cannot see in this "
                        + "target's files, so its requirements cannot be forwarded; declare '\(name)' in this target "
                        + "or move its requirements into '\(decl.name)' (crosscut itself handles "
                        + "\(KnownProtocols.handledList))", at: decl.location)
                continue
            }
            let key = (parent.enclosingTypes + [parent.name]).joined(separator: ".")
            guard !visited.contains(key), !inheritance.parents.contains(where: { $0 == parent }) else { continue }
            inheritance.parents.append(parent)
            if inheritance.globalActor == nil { inheritance.globalActor = Self.globalActor(in: parent.attributes) }
            resolve(parent, into: &inheritance, visited: visited.union([key]))
        }
        guard visited.isEmpty, !inheritance.isSendable,
            let standard = StandardProtocol.allCases.first(where: inheritance.standards.contains),
            let actor = Self.globalActor(in: decl.attributes) ?? inheritance.globalActor
        else { return }
        error(
            "cannot decorate '\(decl.name)': its decorators are isolated to '\(actor)' but implement '\(standard.rawValue)' "
                + "outside it, reading the decoratee from any isolation; make '\(decl.name)' 'Sendable'",
            at: decl.location)
    }

    /// The first global-actor attribute (`@MainActor`, `@DatabaseActor`), if any.
    static func globalActor(in attributes: [String]) -> String? {
        attributes.first { $0.hasPrefix("@") && $0.hasSuffix("Actor") && !$0.contains("(") }
    }

    // MARK: Members

    private mutating func plannedItems(
        for decl: ProtocolDecl, parents: [ProtocolDecl], concerns: [ConcernKind],
        isolatedToGlobalActorWithoutSendable: Bool
    ) -> [PlannedItem] {
        let all = [decl] + parents
        // Every member's identities, in the order `plan` walks the members.
        var walkOrder: [MemberIdentity] = []
        for owner in all { owner.members.forEachMember { walkOrder.append(MemberIdentity($0)) } }
        let identities = Identities(walkOrder)
        var remaining = walkOrder[...]
        var validator = MemberValidator(protocolName: decl.name, concerns: Set(concerns))
        validator.nonisolatedNeedsSendable = isolatedToGlobalActorWithoutSendable
        validator.index = index
        validator.noncopyableTypes = noncopyableTypes
        let protocolWhereClauses = all.compactMap(\.whereClause).joined(separator: ", ")
        for owner in all {
            owner.members.forEachMember { member in
                if member.kind == .typealias, let aliased = member.defaultType {
                    validator.typealiases[member.name] = aliased
                }
                guard member.kind == .associatedType else { return }
                let constraints = member.inheritedTypes.joined(separator: " & ") + " " + (member.whereClause ?? "")
                let inProtocolWhere = GenericClauses.requirements(of: member.name, in: protocolWhereClauses)
                let known = validator.associatedTypes[member.name] ?? (false, false)
                validator.associatedTypes[member.name] = (
                    hashable: known.hashable || index.impliesHashable(constraints)
                        || index.impliesHashable(inProtocolWhere),
                    sendable: known.sendable || index.impliesSendable(constraints)
                        || index.impliesSendable(inProtocolWhere)
                )
            }
        }
        let associatedNames = Set(validator.associatedTypes.keys)
        for name in Self.concretelyBoundAssociatedTypes(in: all, index: index) where associatedNames.contains(name) {
            validator.associatedTypes[name] = (true, true)
        }
        var seen = Set<RequirementKey>(minimumCapacity: walkOrder.count)
        var items: [PlannedItem] = []
        let decoratorIsIsolated = Self.globalActor(in: decl.attributes) != nil || isolatedParent(of: decl) != nil
        var owners: [(diagnostics: Range<Int>, owner: ProtocolDecl)] = []
        for owner in all {
            let from = validator.diagnostics.count
            defer { owners.append((from..<validator.diagnostics.count, owner)) }
            // A parent outside any global actor declares nonisolated requirements, which an
            // isolated decorator must implement as such.
            let nonisolated =
                decoratorIsIsolated && owner != decl && Self.globalActor(in: owner.attributes) == nil
                && isolatedParent(of: owner) == nil
            let members = nonisolated ? Self.markedNonisolated(owner.members) : owner.members
            items += plan(
                members, validator: &validator, identities: identities, remaining: &remaining, seen: &seen)
        }
        for (range, owner) in owners {
            diagnostics +=
                owner == decl
                ? Array(validator.diagnostics[range])
                : validator.diagnostics[range].flatMap { Self.inherited($0, from: owner, by: decl) }
        }
        errorCount += validator.errorCount
        return items
    }

    /// `diagnostic`, found in `parent`, as the compiler would place it for `decl`, which inherits
    /// it: at `decl`, where the user asked for decorators, with a note where `parent` has the problem.
    private static func inherited(_ diagnostic: Diagnostic, from parent: ProtocolDecl, by decl: ProtocolDecl)
        -> [Diagnostic]
    {
        [
            Diagnostic(
                diagnostic.severity, "in '\(parent.name)', which '\(decl.name)' inherits: \(diagnostic.message)",
                at: decl.location),
            Diagnostic(.note, "in '\(parent.name)' here", at: diagnostic.location),
        ]
    }

    /// A requirement as told apart from restatements: its kind and full identity.
    private struct RequirementKey: Hashable {
        var kind: Member.Kind
        var full: String
    }

    /// Plans `items`, taking each member's identities from the front of `remaining` (which holds
    /// them in this walk's order).
    private func plan(
        _ items: [MemberItem], validator: inout MemberValidator, identities: Identities,
        remaining: inout ArraySlice<MemberIdentity>, seen: inout Set<RequirementKey>
    ) -> [PlannedItem] {
        items.compactMap { item in
            switch item {
            case .member(let member):
                let names = remaining.removeFirst()
                // A requirement restated by a child (or inherited twice) is forwarded once.
                guard seen.insert(RequirementKey(kind: member.kind, full: names.full)).inserted else { return nil }
                let identity = identities.identity(of: member, names: names)
                return validator.plan(member, identity: identity).map(PlannedItem.member)
            case .conditional(let block):
                var clauses: [PlannedClause] = []
                for clause in block.clauses {
                    var inner = seen
                    clauses.append(
                        PlannedClause(
                            condition: clause.condition,
                            items: plan(
                                clause.items, validator: &validator, identities: identities, remaining: &remaining,
                                seen: &inner)))
                }
                return .conditional(clauses)
            }
        }
    }

    /// The first protocol `decl` inherits (directly or not) that has a global-actor attribute.
    private func isolatedParent(of decl: ProtocolDecl, visited: Set<String> = []) -> ProtocolDecl? {
        for name in ProtocolIndex.inheritedNames(decl.inheritedTypes + ProtocolIndex.selfConstraints(decl.whereClause))
        {
            guard !visited.contains(name), let parent = index.lookup(name) else { continue }
            if Self.globalActor(in: parent.attributes) != nil { return parent }
            if let found = isolatedParent(of: parent, visited: visited.union([name])) { return found }
        }
        return nil
    }

    /// `items` with `nonisolated` added to every member that can carry it.
    private static func markedNonisolated(_ items: [MemberItem]) -> [MemberItem] {
        items.map { item in
            switch item {
            case .member(var member):
                let canBeNonisolated = member.kind == .function || member.kind == .property || member.kind == .subscript
                if canBeNonisolated, !member.modifiers.contains("nonisolated") {
                    member.modifiers.append("nonisolated")
                }
                return .member(member)
            case .conditional(var block):
                for index in block.clauses.indices {
                    block.clauses[index].items = markedNonisolated(block.clauses[index].items)
                }
                return .conditional(block)
            }
        }
    }

    /// Associated types fixed to a type by a parent's primary associated types (`Repo<String>`)
    /// or a same-type requirement (`where Entity == Int`): they are as hashable as that type, which
    /// crosscut takes on trust like any concrete type.
    static func concretelyBoundAssociatedTypes(in protocols: [ProtocolDecl], index: ProtocolIndex) -> Set<String> {
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
            for requirement in ProtocolIndex.splitTopLevel(Substring(decl.whereClause ?? "")) {
                let sides = requirement.split(separator: "=")
                guard requirement.contains("=="), sides.count == 2 else { continue }
                var name = sides[0].trimmingCharacters
                if name.hasPrefix("Self.") { name.removeFirst(5) }
                let type = sides[1].trimmingCharacters
                if !associated.contains(type) { bound.insert(name) }
            }
        }
        return bound
    }

    /// The members' full signatures by their short identities, to name each overload by the
    /// shortest identity that tells it apart: `load(_:)`, else `load(_: Int)`, else `load() -> Int`.
    struct Identities {
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

    private mutating func warnAboutStrayMemberAnnotations(in decl: ProtocolDecl) {
        decl.members.forEachMember { member in
            for annotation in member.annotations {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "this annotation has no effect: protocol '\(decl.name)' has no '// @crosscut(...)' annotation "
                            + "choosing concerns; add one above the protocol", at: annotation.location))
            }
        }
    }
}
