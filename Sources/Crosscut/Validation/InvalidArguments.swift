/// What a call under validation throws when its arguments break their constraints, before it reaches
/// the cache or the service: every violation of the call at once. Never retried, and never counted
/// by a circuit breaker (``CallRefusal``); an HTTP server's 400.
///
/// ```swift
/// catch let error as InvalidArguments {
///     error.violations.map(\.description)  // ["age must be between 13 and 120"]
/// }
/// ```
public struct InvalidArguments: CallRefusal, Hashable, CustomStringConvertible {
    /// The call refused, `AgeManager.save(age:)`.
    public var call: String
    /// Every rule the arguments broke, in the order of the parameters.
    public var violations: [Violation]

    /// The error of `call`, whose arguments broke `violations`.
    public init(call: String, violations: [Violation]) {
        self.call = call
        self.violations = violations
    }

    /// `AgeManager.save(age:) rejected its arguments: age must be between 13 and 120`.
    public var description: String {
        "\(call) rejected its arguments: \(violations.map(\.description).joined(separator: "; "))"
    }
}
