/// One call a tracing decorator traces: which member of which service, and its arguments, with
/// the attributes its span carries.
public struct TracedCall: Sendable {
    /// The traced member: its span's name and attribute keys.
    public let tracedMember: TracedMember
    /// The arguments as the logging decorators log them: sensitive ones redacted, closures left out.
    public var arguments: EventData

    /// Creates a traced call of `member`.
    public init(_ member: TracedMember, arguments: EventData = [:]) {
        tracedMember = member
        self.arguments = arguments
    }

    /// Creates a traced call.
    public init(service: String, member: String, arguments: EventData = [:]) {
        self.init(TracedMember(service: service, member: member), arguments: arguments)
    }

    /// The protocol's name, `Catalog`.
    public var service: String { tracedMember.service }
    /// The member's identity, `sessions(for:)`.
    public var member: String { tracedMember.member }
    /// The span's name, as log events name the call: `Catalog.sessions(for:)`.
    public var name: String { tracedMember.name }

    /// The span's attributes: OpenTelemetry's `code.function.name` (the span's ``name``), then each
    /// argument under `crosscut.argument.` and its name.
    public var attributes: EventData {
        var attributes = EventData()
        attributes.reserveCapacity(arguments.count + 1)
        forEachAttribute { attributes.append($0, $1) }
        return attributes
    }

    /// Calls `body` with each of the span's ``attributes`` in order, without collecting them.
    public func forEachAttribute(_ body: (_ key: String, _ value: EventValue) -> Void) {
        body(TracingAttribute.functionName, .string(name))
        for (position, field) in arguments.enumerated() {
            body(tracedMember.attributeKey(of: field.key, at: position), field.value)
        }
    }
}

/// The attribute names traced calls' spans use: OpenTelemetry's stable names where there is one.
public enum TracingAttribute {
    /// OpenTelemetry's name for the called function: `Catalog.sessions(for:)`.
    public static let functionName = "code.function.name"
    /// OpenTelemetry's name for the type of error a failed call threw: `CatalogError`.
    public static let errorType = "error.type"
    /// What an argument's name follows: `crosscut.argument.reason`.
    public static let argumentPrefix = "crosscut.argument."
}

extension TracedCall: CustomStringConvertible {
    /// The span's name and its arguments: `Catalog.sessions(for:) ["reason": sleep]`.
    public var description: String { "\(name) \(arguments)" }
}
