/// A call an ``AccessPolicy`` decides: the permission it needs, the service and member, and the
/// arguments as logging sees them, secrets redacted.
public struct AccessRequest: Sendable {
    /// The permission the member requires, for example `orders.write`.
    public var permission: String
    /// The protocol's name, for example `Orders`.
    public var serviceName: String
    /// The member's identity, for example `place(_:)`.
    public var member: String
    /// The arguments the member logs, each redacted as the logging concern redacts it; empty when
    /// the policy does not read them (``AccessPolicy/readsArguments``).
    public var arguments: EventData
    /// Names the service's module (``ServiceName``).
    private var fileID: String

    /// Creates a request of `member` of the service `serviceName` declared in the module `fileID`
    /// names.
    public init(
        permission: String, serviceName: String, member: String, arguments: EventData = [:],
        fileID: String = #fileID
    ) {
        self.permission = permission
        self.serviceName = serviceName
        self.member = member
        self.arguments = arguments
        self.fileID = fileID
    }

    /// The protocol and the module it is declared in.
    public var service: ServiceName { ServiceName(serviceName, fileID: fileID) }
}
