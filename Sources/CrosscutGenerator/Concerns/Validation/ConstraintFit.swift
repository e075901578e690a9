extension ConstrainedType {
    /// Why `constraint` cannot check a value of this type, named `subject`, and what to write instead;
    /// `nil` when it fits, or when the type is not one the rules know (the compiler then judges).
    func misfit(of constraint: Constraint, subject: String) -> String? {
        let problem: String
        switch (constraint.kind, kind) {
        case (_, .other), (.satisfies, _), (.range, .number), (.count, .text), (.count, .collection),
            (.nonEmpty, .text), (.nonEmpty, .collection), (.matches, .text):
            return nil
        case (.range(let range), .text), (.range(let range), .collection):
            let counted = kind == .text ? "its length" : "how many elements it has"
            problem = "a range checks a number; to limit \(counted) write 'count(\(range.spelling))'"
        case (.range, .bool):
            problem = "a 'Bool' has no order; remove it"
        case (.count(let range), .number):
            problem = "only text and collections have a count; write the range itself, '\(range.spelling)'"
        case (.nonEmpty, .number):
            problem = "only text and collections can be empty; write a range such as '1...'"
        case (.count, .bool), (.nonEmpty, .bool):
            problem = "only text and collections have a count; remove it"
        case (.matches, _):
            problem = "only text can match a pattern; check it with 'satisfies(function)' instead"
        }
        return "'\(constraint.text)' does not fit '\(subject)' of type '\(spelling)': \(problem)"
    }
}
