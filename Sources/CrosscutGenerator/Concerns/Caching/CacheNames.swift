/// The names a caching decorator gives its cached members' key types — each member's identity in
/// upper camel case, as its handles are named (``HandleNames``), with `Key`: `sessions(for:)` →
/// `SessionsForKey` — worked out once per plan so that no two members share one and none shadows a
/// type the decorator refers to: a key type is nested in the decorator, where its name would hide
/// a type of the same name that the signatures or the generated code use. A name already taken
/// gets the first free number: `LoadKey2`.
struct CacheNames: Sendable {
    /// Each cached member's key type, by the member's identity.
    private(set) var keyTypes: [String: String] = [:]
    /// The type names a key type's own names must not shadow: those above, and the key types'.
    private(set) var typeNames: Set<String> = []

    /// The names the generated code refers to inside a decorator besides the protocol's own.
    private static let generatedTypeNames: Set<String> = [
        RuntimeNames.module, "Swift", "Self", "Decoratee", "Hasher", "Mirror", "String", "Bool", "ObjectIdentifier",
    ]

    init(_ plan: DecorationPlan) {
        var cached: [PlannedMember] = []
        plan.items.forEachMember { planned in
            if planned.options.caching.cached != nil && !planned.member.isStatic { cached.append(planned) }
        }
        guard !cached.isEmpty else { return }
        let signature = SignatureNames(plan)
        var types = signature.names.union(signature.localNames).union(Self.generatedTypeNames)
        types.insert(plan.decoratorName(for: .caching))
        for planned in cached {
            let stem = HandleNames.camelCased(planned.identity)
            keyTypes[planned.identity] = types.claim(stem.prefix(1).uppercased() + stem.dropFirst() + "Key")
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
