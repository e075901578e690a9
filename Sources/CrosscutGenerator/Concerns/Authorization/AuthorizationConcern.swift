extension ConcernDescription {
    /// Authorization: before each call, the runtime's `Caller` must hold the member's permission
    /// (`requires: "orders.write"`) or the protocol's (`authorization(requires: "catalog.read")`);
    /// outside caching, so that a cached result never reaches a caller who may not see it.
    static let authorization = ConcernDescription(
        name: "authorization", runtimeSwitch: "authorization", decoratorPrefix: "Authorizing",
        helperName: "withAuthorization",
        summary:
            "Refuses a call, before it reaches the decoratee, to a caller the concerns' access policy does not grant "
            + "its permission.",
        runtimePart: "access policy", rules: AuthorizationRules(), emitter: AuthorizationEmitter())
}

/// What the protocol's annotation asks of the authorizing decorator: `authorization(requires: "catalog.read")`,
/// and `open: CustomStringConvertible` for each standard-library parent left open to every caller.
struct AuthorizationProtocolOptions: ConcernOptions {
    /// The permission of every member that names none of its own; `nil` when each must name one.
    var permission: String?
    /// The standard-library protocols whose requirements the annotation leaves open to every caller,
    /// each where `open:` names it; a protocol opens those it refines too.
    var open: [StandardProtocol: SourceLocation] = [:]

    /// Whether `standard`'s requirements are open to every caller: `open:` names it, or a protocol
    /// that refines it.
    func isOpen(_ standard: StandardProtocol) -> Bool {
        open.keys.contains { $0 == standard || $0.refined.contains(standard) }
    }
}

/// What a member's annotations and checks ask of the authorizing decorator.
struct AuthorizationOptions: ConcernOptions {
    /// The permission a caller needs: the member's `requires: "orders.write"`, or else the protocol's.
    var permission: String?
}

extension MemberOptions {
    /// What the member asks of the authorizing decorator.
    var authorization: AuthorizationOptions {
        get { self[AuthorizationOptions.self] }
        set { self[AuthorizationOptions.self] = newValue }
    }
}
