/// The names a caching decorator gives what it keeps for each cached member: its stored cache
/// (`sessionsCache`) and its key type (`SessionsKey`), worked out once per plan so that no two
/// members share one and none shadows a name the decorator uses.
///
/// - A stored cache must not be named like a member of the protocol (the decorator declares
///   those), a parameter (a body refers to the cache unqualified) or a local of the decorators.
/// - A key type, nested in the decorator, must not be named like a type its signatures or the
///   generated code refer to, or it would shadow that type inside the decorator.
///
/// A name already taken gets the first free number: `loadCache2`, `LoadKey2`.
struct CacheNames: Sendable {
    /// A cached member's stored cache and key type.
    struct Names: Sendable {
        var property: String
        var keyType: String
    }

    /// The names of each cached member, by its identity.
    private(set) var byIdentity: [String: Names] = [:]
    /// The type names a key type's own names must not shadow: those above, and the key types'.
    private(set) var typeNames: Set<String> = []

    /// The names the generated code refers to inside a decorator besides the protocol's own.
    private static let generatedTypeNames: Set<String> = [
        RuntimeNames.module, "Swift", "Self", "Decoratee", "Hasher", "Mirror", "String", "Bool", "ObjectIdentifier",
    ]

    init(_ plan: DecorationPlan) {
        var cached: [PlannedMember] = []
        var values = ParameterNames.reservedLocals
        plan.items.forEachMember { planned in
            values.insert(SwiftIdentifier.bare(planned.member.name))
            values.formUnion(ParameterNames.of(planned.member).map(SwiftIdentifier.bare))
            if planned.options.caching.cached != nil && !planned.member.isStatic { cached.append(planned) }
        }
        guard !cached.isEmpty else { return }
        let signature = SignatureNames(plan)
        var types = signature.names.union(signature.localNames).union(Self.generatedTypeNames)
        types.insert(plan.decoratorName(for: .caching))
        for planned in cached {
            let stem = SwiftIdentifier.bare(planned.member.name)
            let property = values.claim(stem + "Cache")
            let keyType = types.claim(stem.prefix(1).uppercased() + stem.dropFirst() + "Key")
            byIdentity[planned.identity] = Names(property: property, keyType: keyType)
        }
        typeNames = types
    }
}

extension Set<String> {
    /// `name`, or `name` followed by the first number that makes it free (`name2`, `name3`, …),
    /// which it inserts: taken from now on.
    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        insert(candidate)
        return candidate
    }
}
