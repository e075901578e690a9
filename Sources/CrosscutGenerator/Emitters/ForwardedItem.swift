/// A plan's items with each member's signature and invocations worked out once, for all of the
/// plan's concern decorators: only the bodies differ from one concern to the next.
typealias ForwardedItem = ConditionalItem<ForwardedEntry>

/// What a decorator declares for one requirement.
enum ForwardedEntry: Sendable {
    /// An associated type or type alias, bound to the decoratee's.
    case associatedType(name: String)
    /// A function, property or subscript.
    case requirement(ForwardedMember)

    /// The items of `plan`, without the requirements a decorator does not repeat (generic type
    /// aliases, initializers), written with what the target `declarations` say.
    static func items(of plan: DecorationPlan, declarations: TargetDeclarations) -> [ForwardedItem] {
        let context = ForwardingContext(
            serviceArgument: Invocation.serviceArgument(for: plan.qualifiedName), cacheNames: CacheNames(plan),
            sharesCachedResults: plan.items.containsMember { $0.options.caching.cached?.shared != nil },
            resultBuilders: declarations.resultBuilders,
            noncopyableTypes: plan.noncopyableTypes(among: declarations.noncopyableTypes),
            existentials: ExistentialSpelling(
                protocols: declarations.protocols,
                localNames: plan.associatedNames.union(declarations.concreteTypes.subtracting(declarations.protocols))))
        return plan.items.compactMapMembers { planned in
            switch planned.member.kind {
            case .associatedType: .associatedType(name: planned.member.name)
            // A type alias of the protocol's is restated as the decoratee's, so that the decorators'
            // signatures name it and not a type of the same name elsewhere (WasmKit's
            // `WallClock.Duration`, not the standard library's `Duration`).
            case .typealias where planned.member.genericParameters == nil: .associatedType(name: planned.member.name)
            case .typealias, .initializer: nil
            case .function, .property, .subscript:
                .requirement(ForwardedMember(plan: plan, planned: planned, context: context))
            }
        }
    }
}

/// What every member of a plan is forwarded with, worked out once per plan.
struct ForwardingContext: Sendable {
    /// The service's name as the runtime calls take it.
    var serviceArgument: String
    /// What the caching decorator names its members' key types.
    var cacheNames: CacheNames
    /// Whether a member's cached results are shared across instances (`cached(ttl: 300, shared)`):
    /// an async `invalidates` member clears the shared store too.
    var sharesCachedResults: Bool
    /// The target's result builders (see ``RepeatedAttributes``).
    var resultBuilders: Set<String>
    /// The noncopyable types a requirement may name: the target's and the standard library's (see
    /// ``DeclaredNoncopyableTypes`` and ``StandardNoncopyableTypes``).
    var noncopyableTypes: Set<String>
    /// How signatures spell protocols used as types.
    var existentials: ExistentialSpelling
}

/// A function, property or subscript as every decorator of a plan declares it. A class, so that
/// the decorators share it rather than copy it.
final class ForwardedMember: Sendable {
    let declaration: MemberForwarding.Declaration
    /// The function's invocation, or the getter's for properties and subscripts.
    let primaryInvocation: Invocation
    /// The `get { }` and `set { }` blocks, for properties and subscripts that need them; `nil`
    /// when the getter's body is the declaration's body.
    let accessorBlocks: AccessorBlocks?
    /// The requirement's `// @crosscut(...)` annotations, which decorators name where they shape a
    /// member (``OptionProvenance``).
    let annotations: [Annotation]

    /// A property's or subscript's explicit accessors.
    struct AccessorBlocks: Sendable {
        /// `get {`, `mutating get {`, `get async throws {`.
        var getterOpener: String
        /// `set {` or `nonmutating set {`, with the setter's invocation, when the member is settable.
        var setter: (opener: String, invocation: Invocation)?
    }

    /// Every invocation of the member: the function's or the getter's, and the setter's.
    var invocations: [Invocation] {
        guard let setter = accessorBlocks?.setter else { return [primaryInvocation] }
        return [primaryInvocation, setter.invocation]
    }

    init(plan: DecorationPlan, planned: PlannedMember, context: ForwardingContext) {
        let forwarding = MemberForwarding(plan: plan, planned: planned, context: context)
        declaration = forwarding.declaration
        primaryInvocation = forwarding.primaryInvocation
        annotations = planned.member.annotations
        guard planned.member.kind != .function, forwarding.hasSetter || forwarding.getterNeedsBlock else {
            accessorBlocks = nil
            return
        }
        accessorBlocks = AccessorBlocks(
            getterOpener: forwarding.getterOpener,
            setter: forwarding.hasSetter ? (forwarding.setterOpener, forwarding.setterInvocation) : nil)
    }
}
