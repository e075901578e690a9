/// Checks annotated protocols and turns each into a ``DecorationPlan``, reporting what cannot be
/// decorated at its exact position: the annotation (``ProtocolAnnotation``), the protocol's access,
/// its parents (``Inheritance``), its members (``MemberPlanner``), then the chosen concerns' rules.
struct ProtocolValidator {
    /// Every protocol seen, for parents and constraints.
    let index: ProtocolIndex
    /// The noncopyable types the target declares and the standard library's its requirements name
    /// (``DeclaredNoncopyableTypes``, ``StandardNoncopyableTypes``).
    let noncopyableTypes: Set<String>
    /// The target's types that are certainly not `Hashable`, and where each is declared (``DeclaredNonHashableTypes``).
    let nonHashableTypes: [String: SourceLocation]

    init(
        index: ProtocolIndex, noncopyableTypes: Set<String> = [], nonHashableTypes: [String: SourceLocation] = [:]
    ) {
        self.index = index
        self.noncopyableTypes = noncopyableTypes
        self.nonHashableTypes = nonHashableTypes
    }

    /// The plan for `decl`, or `nil` when it is not annotated or has errors (reported).
    func plan(for decl: ProtocolDecl, reportingTo sink: inout DiagnosticSink) -> DecorationPlan? {
        guard !decl.hasSyntaxErrors else { return nil }  // the parser reported them
        guard let annotation = decl.annotation else {
            Self.warnAboutStrayMemberAnnotations(in: decl, reportingTo: &sink)
            return nil
        }
        let errorsBefore = sink.errorCount
        let chosen = ProtocolAnnotation(reading: annotation, of: decl, reportingTo: &sink)
        Self.checkAccessLevel(of: decl, reportingTo: &sink)
        let inheritance = Inheritance(of: decl, index: index, reportingTo: &sink)
        let globalActor = GlobalActorIsolation.globalActor(in: decl.attributes) ?? inheritance.globalActor
        let context = ProtocolContext(
            decl, parents: inheritance.parents, concerns: chosen.concerns, options: chosen.options,
            nonisolatedNeedsSendable: globalActor != nil && !inheritance.isSendable, index: index,
            isNoncopyable: inheritance.isNoncopyable, isClassBound: inheritance.isClassBound,
            noncopyableTypes: noncopyableTypes,
            nonHashableTypes: decl.enclosingTypes.isEmpty ? nonHashableTypes : [:])
        let items = MemberPlanner(decl: decl, parents: inheritance.parents, context: context)
            .plannedItems(reportingTo: &sink)
        guard sink.errorCount == errorsBefore, !chosen.concerns.isEmpty else { return nil }
        for concern in chosen.concerns {
            concern.rules.check(items, of: decl, annotation: annotation, reportingTo: &sink)
            concern.rules.check(
                inherited: inheritance.standards, of: decl, annotation: annotation, options: chosen.options,
                reportingTo: &sink)
        }
        guard sink.errorCount == errorsBefore else { return nil }
        let mutates = Self.mutatesDecoratee(items) || inheritance.standards.contains(where: \.mutatesDecoratee)
        return DecorationPlan(
            declaration: decl, concerns: chosen.concerns, items: items, isClassBound: inheritance.isClassBound,
            isNoncopyable: inheritance.isNoncopyable, needsMutableDecoratee: mutates && !inheritance.isClassBound,
            globalActor: globalActor,
            forwardedStandardProtocols: StandardProtocol.allCases.filter { inheritance.standards.contains($0) },
            options: chosen.options, conditions: decl.conditions, decoratorBaseName: chosen.decoratorBaseName,
            parentFiles: inheritance.parents.map(\.location.file).filter { $0 != decl.location.file }.uniqued())
    }

    /// The generated decorators live in another file: they cannot see a `private` or `fileprivate`
    /// protocol, or one nested in a `private` or `fileprivate` type.
    private static func checkAccessLevel(of decl: ProtocolDecl, reportingTo sink: inout DiagnosticSink) {
        let level = decl.effectiveAccess
        guard level <= .fileprivate else { return }
        if let written = decl.access, written <= .fileprivate {
            sink.error(
                "cannot decorate \(written.rawValue) protocol '\(decl.name)': the generated decorators live in "
                    + "another file and cannot see it; make it internal (remove '\(written.rawValue)') or wider",
                at: decl.location)
        } else {
            let outer = decl.enclosingTypes.joined(separator: ".")
            sink.error(
                "cannot decorate protocol '\(decl.name)': it is nested in '\(outer)', which is \(level.rawValue), and the "
                    + "generated decorators live in another file and cannot see it; make '\(outer)' internal or wider, "
                    + "or move the protocol out of it", at: decl.location)
        }
    }

    /// Whether some requirement mutates a decoratee: an instance's `mutating` method or getter, a
    /// setter that is not `nonmutating`, or an `inout Self` parameter's (passed on as its decoratee).
    private static func mutatesDecoratee(_ items: [PlannedItem]) -> Bool {
        items.containsMember { planned in
            let member = planned.member
            let accessors = member.accessors ?? Member.Accessors()
            let mutatingSetter = accessors.hasSetter && !accessors.setterIsNonmutating
            let mutatesSelf = member.has(.mutating) || mutatingSetter || accessors.getterIsMutating
            return (!member.isStatic && mutatesSelf) || member.parameters.contains(where: \.shape.isInoutSelf)
        }
    }

    private static func warnAboutStrayMemberAnnotations(in decl: ProtocolDecl, reportingTo sink: inout DiagnosticSink) {
        decl.members.forEachMember { member in
            for annotation in member.annotations {
                sink.warning(
                    "this annotation has no effect: protocol '\(decl.name)' has no '// @crosscut(...)' annotation "
                        + "choosing concerns; add one above the protocol", at: annotation.location)
            }
        }
    }
}
