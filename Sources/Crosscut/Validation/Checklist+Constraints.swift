/// The constraints on emptiness, patterns and the user's own rules.
extension Checklist {
    /// Checks that `value` is not empty: `nonEmpty`, `must not be empty`.
    @inlinable
    public mutating func checkNotEmpty(_ value: some Collection, _ subject: String) {
        expect(!value.isEmpty, subject, constraint: "nonEmpty", "must not be empty")
    }

    /// Checks that all of `value` matches `pattern`, a regex literal the annotation's `pattern`
    /// spells: `matches(/[0-9]{5}/)`, `must match /[0-9]{5}/`.
    ///
    /// A regex can take time exponential in its input (`/(a+)+$/`), and Swift's `Regex` has no
    /// timeout; so `pattern` is not even run when the rule checked just before, on the same
    /// `subject`, was broken. Check the cheap rules first — a `count(...64)` bounds what the regex
    /// reads — as the validating decorators do.
    ///
    /// `pattern` is built once, at the first check of `spelling`, and kept for the process.
    @inlinable
    public mutating func check<Output>(
        _ value: some StringProtocol, _ subject: String, matches pattern: @autoclosure () -> Regex<Output>,
        spelled spelling: String
    ) {
        guard !brokeLastRule(subject) else { return }
        let regex = BuiltRegexes.regex(spelled: spelling, build: pattern)
        if (try? regex.wholeMatch(in: String(value))) == nil {
            record(Violation(subject: subject, constraint: "matches(\(spelling))", message: "must match \(spelling)"))
        }
    }

    /// Checks `value` with the user's `rule`, named `name`: `satisfies(isKnownCountry)`,
    /// `must satisfy isKnownCountry`.
    ///
    /// Whether the value is `secret` changes nothing, for the message never quotes it; the parameter
    /// lets the validating decorators call a rule the same way whether it answers or throws.
    @inlinable
    public mutating func check<Value>(
        _ value: Value, _ subject: String, satisfies rule: (Value) -> Bool, named name: String,
        secret: Bool = false
    ) {
        expect(rule(value), subject, constraint: "satisfies(\(name))", "must satisfy \(name)")
    }

    /// Checks `value` with the user's throwing `rule`, named `name`: the error it throws says what is
    /// wrong, as the violation's message, unless the value is `secret`, whose rule's words might
    /// quote it: then the message is `must satisfy \(name)`.
    @inlinable
    public mutating func check<Value>(
        _ value: Value, _ subject: String, satisfies rule: (Value) throws -> Void, named name: String,
        secret: Bool = false
    ) {
        do {
            try rule(value)
        } catch {
            let message = secret ? "must satisfy \(name)" : "\(error)"
            record(Violation(subject: subject, constraint: "satisfies(\(name))", message: message))
        }
    }
}
