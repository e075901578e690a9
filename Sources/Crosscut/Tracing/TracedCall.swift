/// One call a tracing decorator traces: which member of which service, and its arguments, with
/// the attributes its span carries.
public struct TracedCall: Sendable {
    /// The protocol's name, `Catalog`.
    public let service: String
    /// The member's identity, `sessions(for:)`.
    public let member: String
    /// The span's name, as log events name the call: `Catalog.sessions(for:)`.
    public let name: String
    /// The arguments as the logging decorators log them: sensitive ones redacted, closures left out.
    public var arguments: EventData

    /// Creates a traced call.
    public init(service: String, member: String, arguments: EventData = [:]) {
        self.service = service
        self.member = member
        name = "\(service).\(member)"
        self.arguments = arguments
    }

    /// The span's attributes: OpenTelemetry's `code.function.name` (the span's ``name``), then each
    /// argument under `crosscut.argument.` and its name.
    public var attributes: EventData {
        var attributes: EventData = [TracingAttribute.functionName: .string(name)]
        for field in arguments.fields {
            attributes.append(TracingAttribute.argumentPrefix + field.key, field.value)
        }
        return attributes
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
