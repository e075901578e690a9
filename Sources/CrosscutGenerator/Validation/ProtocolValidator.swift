/// Checks annotated protocols and turns each into a ``DecorationPlan``, reporting what cannot be
/// decorated at its exact position.
struct ProtocolValidator {
    let index: ProtocolIndex
    private(set) var diagnostics: [Diagnostic] = []

    init(index: ProtocolIndex) {
        self.index = index
    }

    /// The plan for `decl`, or `nil` when it is not annotated or has errors (reported).
    mutating func plan(for decl: ProtocolDecl) -> DecorationPlan? {
        guard let annotation = decl.annotation else {
            warnAboutStrayMemberAnnotations(in: decl)
            return nil
        }
        let errorsBefore = errorCount
        let concerns = self.concerns(in: annotation, of: decl)
        if decl.access == .private || decl.access == .fileprivate {
            let access = decl.access!.rawValue
            error(
                "cannot decorate \(access) protocol '\(decl.name)': the generated decorators live in another file "
                    + "and cannot see it; make it internal (remove '\(access)') or wider", at: decl.location)
        }
        var inheritance = Inheritance()
        resolve(decl, into: &inheritance, visited: [])
        let globalActor = Self.globalActor(in: decl.attributes) ?? inheritance.globalActor
        let items = plannedItems(
            for: decl, parents: inheritance.parents, concerns: concerns,
            isolatedToGlobalActorWithoutSendable: globalActor != nil && !inheritance.isSendable)
        guard errorCount == errorsBefore, !concerns.isEmpty else { return nil }
        if concerns.contains(.caching), !Self.anyMember(items, where: { $0.options.caching != nil }) {
            warning(
                "'caching' has no effect: no member of '\(decl.name)' is marked 'cached'; write "
                    + "'// @crosscut(cached(ttl: 60))' above the members whose results may be reused",
                at: annotation.items.first { $0.name == "caching" }?.location ?? annotation.location)
        }
        let mutates = Self.anyMember(items) { planned in
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
            conditions: decl.conditions)
    }

    private var errorCount: Int { diagnostics.count { $0.severity == .error } }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    private mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    // MARK: Concerns

    private mutating func concerns(in annotation: Annotation, of decl: ProtocolDecl) -> [ConcernKind] {
        var concerns: [ConcernKind] = []
        for item in annotation.items {
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

    // MARK: Inheritance

    private struct Inheritance {
        var isClassBound = false
        var isSendable = false
        var globalActor: String?
        var standards: Set<StandardProtocol> = []
        var parents: [ProtocolDecl] = []
    }

    private mutating func resolve(_ decl: ProtocolDecl, into inheritance: inout Inheritance, visited: Set<String>) {
        for name in ProtocolIndex.inheritedNames(decl.inheritedTypes) {
            switch KnownProtocols.kind(of: name) {
            case .classBound?:
                inheritance.isClassBound = true
                continue
            case .marker?:
                if name.hasSuffix("Sendable") { inheritance.isSendable = true }
                continue
            case .standard(let standard)?:
                inheritance.standards.insert(standard)
                if standard == .hashable { inheritance.standards.insert(.equatable) }
                continue
            case .actor?:
                error(
                    "cannot decorate '\(decl.name)': it inherits '\(name)', and only an actor can conform to it, "
                        + "while decorators are structs or classes; drop '\(name)' (use a global actor such as "
                        + "'@MainActor' for isolation)", at: decl.location)
                continue
            case nil:
                break
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
        var identities: [String: Int] = [:]
        for owner in all { Self.forEachMember(owner.members) { identities[MemberIdentity.of($0), default: 0] += 1 } }
        var validator = MemberValidator(protocolName: decl.name, concerns: Set(concerns))
        validator.nonisolatedNeedsSendable = isolatedToGlobalActorWithoutSendable
        var seen = Set<String>()
        var items: [PlannedItem] = []
        for owner in all {
            items += plan(owner.members, validator: &validator, identities: identities, seen: &seen)
        }
        diagnostics += validator.diagnostics
        return items
    }

    private func plan(
        _ items: [MemberItem], validator: inout MemberValidator, identities: [String: Int], seen: inout Set<String>
    ) -> [PlannedItem] {
        items.compactMap { item in
            switch item {
            case .member(let member):
                // A requirement restated by a child (or inherited twice) is forwarded once.
                let signature = "\(member.kind)|\(MemberIdentity.typed(member))|\(member.modifiers.contains("static"))"
                guard seen.insert(signature).inserted else { return nil }
                let base = MemberIdentity.of(member)
                let identity =
                    (identities[base] ?? 0) > 1 && member.kind != .associatedType ? MemberIdentity.typed(member) : base
                return validator.plan(member, identity: identity).map(PlannedItem.member)
            case .conditional(let block):
                var clauses: [PlannedClause] = []
                for clause in block.clauses {
                    var inner = seen
                    clauses.append(
                        PlannedClause(
                            condition: clause.condition,
                            items: plan(clause.items, validator: &validator, identities: identities, seen: &inner)))
                }
                return .conditional(clauses)
            }
        }
    }

    private static func forEachMember(_ items: [MemberItem], _ body: (Member) -> Void) {
        for item in items {
            switch item {
            case .member(let member): body(member)
            case .conditional(let block): for clause in block.clauses { forEachMember(clause.items, body) }
            }
        }
    }

    static func anyMember(_ items: [PlannedItem], where predicate: (PlannedMember) -> Bool) -> Bool {
        items.contains { item in
            switch item {
            case .member(let planned): predicate(planned)
            case .conditional(let clauses): clauses.contains { anyMember($0.items, where: predicate) }
            }
        }
    }

    private mutating func warnAboutStrayMemberAnnotations(in decl: ProtocolDecl) {
        Self.forEachMember(decl.members) { member in
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
