/// What a call under authorization throws when it is refused, before it reaches the service:
/// nobody is calling (``Reason/noCaller``, an HTTP server's 401) or the caller may not
/// (``Reason/notPermitted``, a 403). Never retried, and never counted by a circuit breaker
/// (``CallRefusal``).
public struct AccessDenied: CallRefusal, Hashable, CustomStringConvertible {
    /// Why the call was refused.
    public enum Reason: String, Sendable, Hashable {
        /// No ``Caller`` was set for the call.
        case noCaller = "no_caller"
        /// The caller does not hold the permission.
        case notPermitted = "not_permitted"
    }

    /// Why.
    public var reason: Reason
    /// The call refused, `Orders.place(_:)`.
    public var call: String
    /// The permission it required.
    public var permission: String

    /// Creates the error of `call`, refused for `reason`.
    public init(_ reason: Reason, call: String, permission: String) {
        self.reason = reason
        self.call = call
        self.permission = permission
    }

    /// `Orders.place(_:) denied: no caller for 'orders.write'`.
    public var description: String {
        switch reason {
        case .noCaller: "\(call) denied: no caller for '\(permission)'"
        case .notPermitted: "\(call) denied: the caller does not hold '\(permission)'"
        }
    }
}
