/// A plan's items with each member's signature and accesses worked out once, for all of the
/// plan's concern decorators: only the bodies differ from one concern to the next.
indirect enum ForwardedItem: Sendable {
    /// An associated type, bound to the decoratee's.
    case associatedType(name: String)
    case member(ForwardedMember)
    /// An `#if` block: its clauses, the first with a condition, `#else` without.
    case conditional([ForwardedClause])

    /// The items of `plan`, without the requirements a decorator does not repeat (type aliases,
    /// initializers), written with what the target `declarations` say.
    static func items(of plan: DecorationPlan, declarations: TargetDeclarations) -> [ForwardedItem] {
        let context = ForwardingContext(
            serviceArgument: Access.serviceArgument(for: plan.qualifiedName),
            resultBuilders: declarations.resultBuilders, noncopyableTypes: declarations.noncopyableTypes,
            existentials: ExistentialSpelling(protocols: declarations.protocols, localNames: plan.associatedNames))
        return items(plan.items, of: plan, context: context)
    }

    private static func items(_ items: [PlannedItem], of plan: DecorationPlan, context: ForwardingContext)
        -> [ForwardedItem]
    {
        items.compactMap { item in
            switch item {
            case .member(let planned):
                switch planned.member.kind {
                case .associatedType: .associatedType(name: planned.member.name)
                case .typealias, .initializer: nil
                case .function, .property, .subscript:
                    .member(ForwardedMember(plan: plan, planned: planned, context: context))
                }
            case .conditional(let clauses):
                .conditional(
                    clauses.map { clause in
                        ForwardedClause(
                            condition: clause.condition,
                            items: Self.items(clause.items, of: plan, context: context))
                    })
            }
        }
    }
}

/// What every member of a plan is forwarded with, worked out once per plan.
struct ForwardingContext: Sendable {
    /// The service's name as the runtime calls take it.
    var serviceArgument: String
    /// The target's result builders (see ``RepeatedAttributes``).
    var resultBuilders: Set<String>
    /// The target's noncopyable types (see ``DeclaredNoncopyableTypes``).
    var noncopyableTypes: Set<String>
    /// How signatures spell protocols used as types.
    var existentials: ExistentialSpelling
}

/// One `#if`/`#elseif`/`#else` clause of forwarded items.
struct ForwardedClause: Sendable {
    /// The condition, or `nil` for `#else`.
    var condition: String?
    var items: [ForwardedItem]
}

/// A function, property or subscript as every decorator of a plan declares it. A class, so that
/// the decorators share it rather than copy it.
final class ForwardedMember: Sendable {
    let declaration: MemberForwarding.Declaration
    /// The function's access, or the getter's for properties and subscripts.
    let primaryAccess: Access
    /// The `get { }` and `set { }` blocks, for properties and subscripts that need them; `nil`
    /// when the getter's body is the declaration's body.
    let accessorBlocks: AccessorBlocks?

    /// A property's or subscript's explicit accessors.
    struct AccessorBlocks: Sendable {
        /// `get {`, `mutating get {`, `get async throws {`.
        var getterOpener: String
        /// `set {` or `nonmutating set {`, with the setter's access, when the member is settable.
        var setter: (opener: String, access: Access)?
    }

    init(plan: DecorationPlan, planned: PlannedMember, context: ForwardingContext) {
        let forwarding = MemberForwarding(plan: plan, planned: planned, context: context)
        declaration = forwarding.declaration
        primaryAccess = forwarding.primaryAccess
        guard planned.member.kind != .function, forwarding.hasSetter || forwarding.getterNeedsBlock else {
            accessorBlocks = nil
            return
        }
        accessorBlocks = AccessorBlocks(
            getterOpener: forwarding.getterOpener,
            setter: forwarding.hasSetter ? (forwarding.setterOpener, forwarding.setterAccess) : nil)
    }
}
