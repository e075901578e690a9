/// What a call under validation throws when the service's result breaks the member's result
/// constraints: the service answered, but not as its contract says. Every violation at once; like
/// ``InvalidArguments``, never retried and never counted by a circuit breaker (``CallRefusal``), since
/// the same call would break the same rule.
public struct InvalidResult: CallRefusal, Hashable, CustomStringConvertible {
    /// The call whose result was rejected, `Catalog.sessions(for:)`.
    public var call: String
    /// Every rule the result broke.
    public var violations: [Violation]

    /// The error of `call`, whose result broke `violations`.
    public init(call: String, violations: [Violation]) {
        self.call = call
        self.violations = violations
    }

    /// `Catalog.sessions(for:) rejected its result: result must not be empty`.
    public var description: String {
        "\(call) rejected its result: \(violations.map(\.description).joined(separator: "; "))"
    }
}
