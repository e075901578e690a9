/// What the checks of an annotated protocol's members need to know of the protocol, worked out
/// once before any member is checked.
struct ProtocolContext {
    /// The annotated protocol's name, for messages.
    let protocolName: String
    /// The protocol's name as events and metrics name the service: `Outer.Catalog` when nested.
    let serviceName: String
    /// The concerns the protocol's annotation chose, in canonical order.
    let concerns: [ConcernDescription]
    /// What the protocol's annotation asks of them: `logging(arguments: private)`.
    let options: OptionsByConcern
    /// `true` when the protocol is isolated to a global actor but not `Sendable`: a `nonisolated`
    /// member could not reach the decoratee.
    let nonisolatedNeedsSendable: Bool
    /// The protocols seen, to tell whether a constraint implies `Hashable` or `Sendable`.
    let index: ProtocolIndex
    /// `true` when the protocol suppresses `Copyable`: its decorators hold a noncopyable decoratee.
    let isNoncopyable: Bool
    /// `true` when the protocol is class-bound: its decorators are final classes that hold their
    /// decoratee in a constant.
    let isClassBound: Bool
    /// The noncopyable types the target declares and the standard library's its requirements name
    /// (``DeclaredNoncopyableTypes``, ``StandardNoncopyableTypes``), and `Self` when the protocol
    /// suppresses `Copyable`.
    let noncopyableTypes: Set<String>
    /// The target's types that are certainly not `Hashable`, and where each is declared
    /// (``DeclaredNonHashableTypes``); none for a nested protocol, whose scope may declare its own.
    let nonHashableTypes: [String: SourceLocation]
    /// The associated types and typealiases of the protocol and its parents.
    let types: ProtocolTypes

    /// The context for `decl`, whose parents are `parents`, with the concerns its annotation chose
    /// and what it asks of them.
    init(
        _ decl: ProtocolDecl, parents: [ProtocolDecl], concerns: [ConcernDescription],
        options: OptionsByConcern, nonisolatedNeedsSendable: Bool, index: ProtocolIndex, isNoncopyable: Bool = false,
        isClassBound: Bool = false, noncopyableTypes: Set<String>, nonHashableTypes: [String: SourceLocation] = [:]
    ) {
        protocolName = decl.name
        serviceName = (decl.enclosingTypes + [decl.name]).joined(separator: ".")
        self.concerns = concerns
        self.options = options
        self.nonisolatedNeedsSendable = nonisolatedNeedsSendable
        self.index = index
        self.isNoncopyable = isNoncopyable
        self.isClassBound = isClassBound
        self.noncopyableTypes = DecorationPlan.noncopyableTypes(among: noncopyableTypes, isNoncopyable: isNoncopyable)
        self.nonHashableTypes = nonHashableTypes
        types = ProtocolTypes(of: [decl] + parents, index: index)
    }

    /// The names that stand for noncopyable types in `member`: its generic parameters declared
    /// `~Copyable`, the target's noncopyable types and the standard library's.
    func noncopyableNames(of member: Member) -> Set<String> {
        member.noncopyableGenericParameters.union(noncopyableTypes)
    }

    /// Warns that the member option `item` has no effect unless the protocol chose one of `wanted`.
    func requireConcern(
        _ wanted: ConcernDescription..., for item: Annotation.Item, reportingTo sink: inout DiagnosticSink
    ) {
        guard !wanted.contains(where: concerns.contains) else { return }
        let names = wanted.map { "'\($0.name)'" }
        let (annotated, add) =
            names.count == 1
            ? ("is not annotated with " + names[0], "add it")
            : ("is annotated with neither " + names.joined(separator: " nor "), "add one")
        sink.warning(
            "'\(item.name)' has no effect: '\(protocolName)' \(annotated); \(add) to "
                + "the protocol's // @crosscut(...) list, or remove '\(item.name)'", at: item.location)
    }
}
