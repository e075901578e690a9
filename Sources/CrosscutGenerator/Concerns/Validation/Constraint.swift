/// One constraint of a `validate(...)` annotation, as read from its text: what the validating
/// decorator checks of an argument or the result.
struct Constraint: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// `13...120`: the value lies in the range.
        case range(ConstraintRange)
        /// `count(1...40)`: the text's characters, or the collection's elements, number in the range.
        case count(ConstraintRange)
        /// `nonEmpty`: the text or collection is not empty.
        case nonEmpty
        /// `matches(/[0-9]{5}/)`: all of the text matches the regex, written as the user did.
        case matches(ConstraintRegex)
        /// `satisfies(isValidEmail)`: the user's function, `(T) -> Bool` or `(T) throws -> Void`.
        case satisfies(function: String)

        /// Whether the check reads the value at most once through, whatever it holds: a range, a
        /// count, emptiness. A regex or the user's function may take far longer.
        var isCheap: Bool {
            switch self {
            case .range, .count, .nonEmpty: true
            case .matches, .satisfies: false
            }
        }
    }

    var kind: Kind
    /// The constraint as written: `count(1...40)`.
    var text: String
    /// Where the constraint is written: the compiler reports errors in what it copies there.
    var location: SourceLocation
}

/// A range as an annotation writes it — `13...120`, `0..<10`, `13...`, `...120`, `..<10` — each bound
/// a number or a name (`Age.minimum`), copied into the generated code as written.
struct ConstraintRange: Sendable, Hashable {
    var lower: String?
    /// `...` or `..<`.
    var rangeOperator: String
    var upper: String?

    /// The range as Swift spells it.
    var spelling: String { (lower ?? "") + rangeOperator + (upper ?? "") }
}

/// A regex literal as an annotation writes it: `/[0-9]{5}/` or `#/[0-9]{5}/#`.
struct ConstraintRegex: Sendable, Hashable {
    /// The literal as written, the violation's spelling of the pattern.
    var spelling: String
    /// The pattern between the delimiters.
    var pattern: String
    /// The number of `#` around it.
    var hashes: Int

    /// The literal as an extended one, `#/…/#`, which compiles without the bare-slash regex syntax the
    /// Swift 5 language mode lacks.
    var extendedLiteral: String {
        let signs = String(repeating: "#", count: max(hashes, 1))
        return signs + "/" + pattern + "/" + signs
    }
}
