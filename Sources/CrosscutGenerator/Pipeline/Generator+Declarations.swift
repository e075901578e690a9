/// The pipeline's reading of what the target and its dependencies declare, beyond the protocols:
/// the names decorators must not take, noncopyable types, result builders, type names for imports.
extension Generator {
    /// What the emitters need to know of the target and its dependencies for `files`: the
    /// dependencies' declarations, module by module (their protocols, and the public protocols of
    /// `otherPackages`, are spelled with `any` too, unless the target declares or imports by name a
    /// struct, class, enum or actor of the name, and their types, and those of the other packages'
    /// modules read, tell which import a signature needs, unless the module re-exports another:
    /// `@_exported import NIOCore`, which brings more types than it declares), the result builders,
    /// and the target's type names where an import may be narrowed.
    static func targetDeclarations(
        for files: [ValidatedFile], declared: DeclaredNames?, scanned: ScannedSources, noncopyableTypes: Set<String>,
        otherPackages: ProtocolIndex.OtherPackages = .init()
    ) -> TargetDeclarations {
        let needsTypes = files.contains {
            !$0.plans.isEmpty && FileImports.mayNarrow($0.imports + $0.conditionalImports.map(\.declaration))
        }
        let modules = declared == nil ? [] : scanned.dependencies
        return TargetDeclarations(
            resultBuilders: declaredResultBuilders(among: scanned, neededBy: files.flatMap(\.plans)),
            types: needsTypes ? declared?.all : nil,
            dependencyTypes: Dictionary(
                modules.filter { !$0.declared.mentions.contains(.reexport) }.map { ($0.name, $0.declared.all) }
            ) { $0.union($1) }.merging(otherPackages.types) { $0.union($1) },
            noncopyableTypes: noncopyableTypes,
            protocols: modules.map(\.declared.protocols).reduce(otherPackages.protocols) { $0.union($1) }
                .subtracting(declared?.concreteTypes ?? []).union(declared?.protocols ?? []),
            concreteTypes: declared?.concreteTypes ?? [])
    }

    /// Reports, at its annotation, each top-level protocol whose decorator would take the name of a
    /// type the target declares at the file scope (an invalid redeclaration in generated code), with
    /// a note at that type, and drops its plan.
    static func dropPlansWhoseNamesAreTaken(
        from files: inout [ValidatedFile], declared: DeclaredNames, among sources: [ScannedSources.File]
    ) {
        let topLevel = files.flatMap(\.plans).filter { $0.declaration.enclosingTypes.isEmpty }
        let candidates = Set(topLevel.flatMap { plan in plan.concerns.map(plan.decoratorName) })
            .intersection(declared.all)
        let taken = DeclaredTopLevelTypes.locations(of: candidates, in: sources)
        guard !taken.isEmpty else { return }
        for position in files.indices {
            var reported: [Diagnostic] = []
            files[position].plans.removeAll { plan in
                guard plan.declaration.enclosingTypes.isEmpty, let annotation = plan.declaration.annotation,
                    let name = plan.concerns.map(plan.decoratorName).first(where: { taken[$0] != nil })
                else { return false }
                let protocolName = plan.declaration.name
                reported += [
                    Diagnostic(
                        .error,
                        "cannot generate '\(name)' for '\(protocolName)': the target already declares a type named "
                            + "'\(name)'; name the decorators after something else by adding 'named: "
                            + "\(protocolName)Service' to the annotation, or rename that type", at: annotation.location),
                    Diagnostic(.note, "'\(name)' is declared here", at: taken[name]!),
                ]
                return true
            }
            files[position].diagnostics += reported
        }
    }

    /// Whether a requirement the generator read may name one of the target's noncopyable types
    /// where that matters: a `consuming` or `borrowing` parameter (a noncopyable one must say which),
    /// or a member option whose rules ask (`cached`: its result is kept). Only then is the target
    /// scanned for them.
    static func mayNameNoncopyableTypes(_ index: ProtocolIndex) -> Bool {
        index.models.contains { model in
            model.protocols.contains { decl in
                var found = false
                decl.members.forEachMember { member in
                    found =
                        found
                        || member.annotations.contains { annotation in
                            annotation.items.contains {
                                AnnotationGrammar.optionsNeedingNoncopyableTypes.contains($0.name)
                            }
                        }
                        || member.parameters.contains(where: \.shape.isOwnershipExplicit)
                }
                return found
            }
        }
    }

    /// The type names the keys of `cached` members may hold: their parameters' identifiers. Only
    /// these are looked for among the target's types that are not `Hashable` (``DeclaredNonHashableTypes``).
    static func cachedKeyTypeNames(_ index: ProtocolIndex) -> Set<String> {
        var names: Set<String> = []
        for model in index.models {
            for decl in model.protocols {
                decl.members.forEachMember { member in
                    let isCached = member.annotations.contains { annotation in
                        annotation.items.contains { $0.name == CachingRules.cached.name }
                    }
                    if isCached { names.formUnion(member.parameters.flatMap(\.shape.identifiers)) }
                }
            }
        }
        return names
    }

    /// The target's ``DeclaredResultBuilders``, scanned for only when an attribute of a member to
    /// forward does not say by its name whether it is one.
    private static func declaredResultBuilders(among scanned: ScannedSources, neededBy plans: [DecorationPlan])
        -> Set<String>
    {
        let needed = plans.contains { plan in
            plan.items.containsMember { planned in
                planned.member.attributes.contains(where: RepeatedAttributes.needsDeclaredResultBuilders)
            }
        }
        return needed ? DeclaredResultBuilders.names(in: scanned.sources(mentioning: .resultBuilder)) : []
    }
}
