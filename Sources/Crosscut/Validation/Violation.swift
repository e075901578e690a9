/// One rule a call broke: the argument (or the result) that broke it, the constraint as the
/// annotation spells it, and what it requires.
///
/// A violation never quotes the value that broke the rule, so that a secret never reaches an error,
/// a log or a span through it.
///
/// ```swift
/// violation.subject     // "age"
/// violation.constraint  // "13...120"
/// violation.message     // "must be between 13 and 120"
/// "\(violation)"        // "age must be between 13 and 120"
/// ```
public struct Violation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What broke the rule: a parameter's name (`age`), a path into an argument that checks itself
    /// (`address.postcode`, `items[2].count`), or `result`.
    public var subject: String
    /// The constraint as the annotation spells it: `13...120`, `count(1...40)`, `nonEmpty`,
    /// `matches(/[0-9]{5}/)`, `satisfies(isKnownCountry)`.
    public var constraint: String
    /// What the constraint requires, after the subject: `must be between 13 and 120`.
    public var message: String

    /// The violation of `constraint` by `subject`, explained by `message`.
    public init(subject: String, constraint: String, message: String) {
        self.subject = subject
        self.constraint = constraint
        self.message = message
    }

    /// `age must be between 13 and 120`.
    public var description: String { "\(subject) \(message)" }

    /// The parameter the violation concerns: the subject up to its first `.` or `[`.
    public var parameter: Substring { subject.prefix { $0 != "." && $0 != "[" } }
}
