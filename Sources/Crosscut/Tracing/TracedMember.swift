/// What the spans of one member's calls are named and carry, made once: the span's name
/// `Catalog.sessions(for:)` and each argument's attribute key `crosscut.argument.reason`.
///
/// A tracing decorator makes one per member when it is created and passes it with every call
/// (``Concerns/tracing(_:arguments:hasRedactedArguments:isolation:_:)``), so that a traced call
/// builds no string but its arguments' values.
///
/// ```swift
/// let sessions = TracedMember(service: "Catalog", member: "sessions(for:)", arguments: ["reason"])
/// sessions.name  // "Catalog.sessions(for:)"
/// ```
public struct TracedMember: Sendable {
    /// The protocol's name, `Catalog`.
    public let service: String
    /// The member's identity, `sessions(for:)`.
    public let member: String
    /// The span's name, as log events name the call: `Catalog.sessions(for:)`.
    public let name: String
    /// The attribute keys of the arguments a traced call passes, in their order:
    /// `crosscut.argument.reason` for `reason`.
    private let argumentKeys: [(argument: String, key: String)]

    /// Makes the names for a member whose traced calls pass `arguments`, in this order.
    public init(service: String, member: String, arguments: [String] = []) {
        self.service = service
        self.member = member
        name = "\(service).\(member)"
        argumentKeys = arguments.map { ($0, TracingAttribute.argumentPrefix + $0) }
    }

    /// The attribute key of `argument`, the call's argument at `position`: made once when the
    /// member named it there, otherwise now.
    func attributeKey(of argument: String, at position: Int) -> String {
        if position < argumentKeys.count, argumentKeys[position].argument == argument {
            return argumentKeys[position].key
        }
        return TracingAttribute.argumentPrefix + argument
    }
}
