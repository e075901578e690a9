/// What a cached member's values must be: each argument in its key `Hashable` and `Sendable`, its
/// result `Sendable`, as far as the source tells: concrete types are taken on trust, except the
/// target's own that it certainly declares without `Hashable` (``DeclaredNonHashableTypes``).
enum CachedValueRules {
    /// Reports each parameter of `planned`, other than the `ignored` ones, that cannot be part of a key.
    static func checkKeys(
        of planned: PlannedMember, ignoring ignored: Set<String>, in context: ProtocolContext,
        reportingTo sink: inout DiagnosticSink
    ) {
        let member = planned.member
        let noncopyable = context.noncopyableNames(of: member)
        for (position, parameter) in member.parameters.enumerated() {
            let key = planned.parameterKeys[position]
            guard !ignored.contains(key) else { continue }
            let cannot = "parameter '\(key)' of '\(planned.identity)' cannot be part of a cache key"
            if let reason = notAKeyReason(parameter.shape, key: key, of: member, noncopyable: noncopyable, in: context)
            {
                sink.error("\(cannot): \(reason)", at: parameter.location)
            } else if let (name, declaration) = nonHashableType(in: parameter.shape, in: context) {
                sink.error(
                    "\(cannot): '\(name)' is not Hashable; add 'Hashable' to its declaration's conformances, or "
                        + "leave it out of the key with 'cached(ignoring: \(key))'", at: parameter.location)
                sink.note("'\(name)' is declared here", at: declaration)
            }
        }
    }

    /// The target's own type that makes a key of shape `shape` certainly not `Hashable`
    /// (``ProtocolContext/nonHashableTypes``), and where it is declared: the type itself, or one an
    /// optional or a standard collection holds. A generic type of the target's may be `Hashable`
    /// whatever its arguments (a phantom type's), so it is not looked into.
    private static func nonHashableType(in shape: TypeShape, in context: ProtocolContext)
        -> (name: String, declaration: SourceLocation)?
    {
        guard !context.nonHashableTypes.isEmpty,
            let name = shape.identifiers.first(where: { context.nonHashableTypes[$0] != nil }),
            shape.identifiers.allSatisfy({ $0 == name || hashableWhenTheirElementsAre.contains($0) })
        else { return nil }
        return (name, context.nonHashableTypes[name]!)
    }

    /// The standard types that are `Hashable` when what they hold is.
    private static let hashableWhenTheirElementsAre: Set<String> = [
        "Optional", "Array", "Set", "Dictionary", "String", "Int", "Bool", "Double",
    ]

    /// Why a parameter of `member` of shape `written` cannot be part of a cache key, or `nil`;
    /// `noncopyable` names the noncopyable types it may mention.
    private static func notAKeyReason(
        _ written: TypeShape, key: String, of member: Member, noncopyable: Set<String>, in context: ProtocolContext
    ) -> String? {
        let (index, associatedTypes) = (context.index, context.types.associatedTypes)
        let shape = resolvingAliases(written, in: context)
        let exclude = "leave it out of the key with 'cached(ignoring: \(key))'"
        if shape.isInout {
            return "it is 'inout', and a cached call would skip the mutation; remove 'cached'"
        }
        if !shape.isConsuming,  // Reported as passed on once.
            let name = shape.identifiers.first(where: noncopyable.contains)
        {
            return "'\(name)' is noncopyable, and a key keeps a copy; \(exclude)"
        }
        if shape.isPack { return "a parameter pack is not Hashable; \(exclude)" }
        if shape.isAutoclosure || shape.isFunction || shape.isOptionalFunction {
            return "a closure is not Hashable; \(exclude)"
        }
        if shape.isTuple { return "a tuple is not Hashable; pass a Hashable struct instead, or \(exclude)" }
        if shape.isExistential {
            return "an existential ('any') is not Hashable; use a generic 'some P' where P refines Hashable & "
                + "Sendable, or \(exclude)"
        }
        if shape.isMetatype { return "a metatype is not Hashable; \(exclude)" }
        if shape.isSelf { return "the decoratee is not known to be Hashable; \(exclude)" }
        if shape.isOpaque && !(index.impliesHashable(shape.core) && index.impliesSendable(shape.core)) {
            return "'\(shape.core)' is not known to be Hashable and Sendable; write 'some Hashable & Sendable', or "
                + exclude
        }
        if let generic = member.genericParameterNames.first(where: { name in
            shape.identifiers.contains(name) && !isHashableAndSendable(member.constraints(of: name), index)
        }) {
            return "generic parameter '\(generic)' is not constrained to Hashable and Sendable; write '\(generic): "
                + "Hashable & Sendable', or \(exclude)"
        }
        if !associatedTypes.isEmpty,
            let associated = shape.identifiers.first(where: { name in
                associatedTypes[name].map { !($0.hashable && $0.sendable) } ?? false
            })
        {
            return "associated type '\(associated)' is not constrained to Hashable and Sendable; write "
                + "'associatedtype \(associated): Hashable & Sendable', or \(exclude)"
        }
        return nil
    }

    private static func isHashableAndSendable(_ constraints: String, _ index: ProtocolIndex) -> Bool {
        index.impliesHashable(constraints) && index.impliesSendable(constraints)
    }

    /// Why a cached member's result, of shape `written`, cannot be shared across tasks, or `nil` when
    /// it is `Sendable` as far as the source tells.
    static func nonSendableResultReason(_ written: TypeShape, of member: Member, in context: ProtocolContext)
        -> String?
    {
        let (index, associatedTypes) = (context.index, context.types.associatedTypes)
        let shape = resolvingAliases(written, in: context)
        if shape.isFunction && !shape.attributes.contains("@Sendable") && !written.mentionsSendable {
            return "a closure that is not '@Sendable'; mark it '@Sendable'"
        }
        if shape.isExistential && !index.impliesSendable(shape.core) {
            return "an existential that is not Sendable; write '\(shape.core) & Sendable'"
        }
        for name in member.genericParameterNames
        where shape.identifiers.contains(name) && !index.impliesSendable(member.constraints(of: name)) {
            return "generic parameter '\(name)' is not constrained to Sendable; write '\(name): Sendable'"
        }
        if !associatedTypes.isEmpty,
            let associated = shape.identifiers.first(where: { associatedTypes[$0]?.sendable == false })
        {
            return "associated type '\(associated)' is not constrained to Sendable; write 'associatedtype "
                + "\(associated): Sendable'"
        }
        return nil
    }

    /// The shape of the type a protocol typealias stands for (`Handler` for `(Int) -> Void`), keeping
    /// the specifiers written at the use; other shapes as they are.
    private static func resolvingAliases(_ shape: TypeShape, in context: ProtocolContext) -> TypeShape {
        let name = shape.core.hasPrefix("Self.") ? String(shape.core.dropFirst(5)) : shape.core
        guard let aliased = context.types.typealiases[name] else { return shape }
        return shape.standingFor(aliased)
    }
}
