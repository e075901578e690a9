/// Reads one constraint of a `validate(...)` annotation from its text — `13...120`, `count(1...40)`,
/// `nonEmpty`, `matches(/[0-9]{5}/)`, `satisfies(isValidEmail)` — reporting one that is malformed
/// with what to write instead.
enum ConstraintReader {
    /// The constraints written as a name, with how messages show them.
    static let named: KeyValuePairs = [
        "count": "count(1...40)", "nonEmpty": "nonEmpty", "matches": "matches(/regex/)",
        "satisfies": "satisfies(function)",
    ]

    /// How messages list every constraint.
    static let list = "a range such as '13...120', " + named.map { "'\($0.value)'" }.joined(separator: ", ")

    /// The constraint `text` writes at `location`, or `nil` after reporting what is wrong with it.
    static func constraint(
        _ text: String, at location: SourceLocation, reportingTo sink: inout DiagnosticSink
    ) -> Constraint? {
        let name = String(text.prefix { $0.isIdentifierCharacter })
        let rest = text.dropFirst(name.count)
        let kind: Constraint.Kind?
        if !name.isEmpty, rest.first == "(" {
            let argument = rest.last == ")" ? String(rest.dropFirst().dropLast()) : String(rest)
            kind = named(name, argument, in: text, at: location, reportingTo: &sink)
        } else if text.contains("..") {
            kind = range(text, at: location, reportingTo: &sink).map(Constraint.Kind.range)
        } else {
            kind = named(name, rest.isEmpty ? nil : String(rest), in: text, at: location, reportingTo: &sink)
        }
        return kind.map { Constraint(kind: $0, text: text, location: location) }
    }

    private static func named(
        _ name: String, _ argument: String?, in text: String, at location: SourceLocation,
        reportingTo sink: inout DiagnosticSink
    ) -> Constraint.Kind? {
        switch name {
        case "nonEmpty" where argument == nil:
            return .nonEmpty
        case "count" where argument?.contains("..") == true:
            return argument.flatMap { range($0, at: location, reportingTo: &sink) }.map(Constraint.Kind.count)
        case "matches" where argument.map(ConstraintRegex.init(literal:)) != nil:
            return argument.flatMap { regex($0, at: location, reportingTo: &sink) }.map(Constraint.Kind.matches)
        case "satisfies" where argument.map(isNamePath) == true:
            return argument.map { .satisfies(function: $0) }
        case "length", "size", "count":
            let range = argument.flatMap { $0.contains("..") ? $0 : nil } ?? "1...40"
            sink.error(
                "'\(text)' is not a constraint; write 'count(\(range))', the range of a text's characters or a "
                    + "collection's elements", at: location)
        case "nonEmpty", "matches", "satisfies":
            let example = named.first { $0.key == name }?.value ?? name
            let what = name == "satisfies" ? "the name of a function, '(T) -> Bool' or '(T) throws -> Void'" : ""
            sink.error(
                "'\(text)' is malformed; write '\(example)'\(what.isEmpty ? "" : ", with \(what)")", at: location)
        default:
            let hint = EditDistance.didYouMean(name, among: named.map(\.key))
            sink.error("unknown constraint '\(text)'.\(hint) Constraints are \(list)", at: location)
        }
        return nil
    }

    /// Whether `text` names a function: `isValidEmail`, `Rules.isValidEmail`.
    private static func isNamePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isIdentifierCharacter }
        }
    }

    /// The range `text` writes, or `nil` after reporting one that is malformed or empty.
    private static func range(
        _ text: String, at location: SourceLocation, reportingTo sink: inout DiagnosticSink
    ) -> ConstraintRange? {
        guard let range = ConstraintRange(parsing: text) else {
            sink.error(
                "'\(text)' is not a range; write one as Swift does, '13...120', '0..<10', '13...' or '...120', with "
                    + "numbers or names such as 'Age.minimum' as bounds", at: location)
            return nil
        }
        if let emptiness = range.emptiness {
            sink.error(
                "the range '\(range.spelling)' is empty: \(emptiness); write its lower bound first", at: location)
            return nil
        }
        return range
    }

    /// The regex literal `text` writes, or `nil` after reporting one whose brackets do not pair.
    private static func regex(
        _ text: String, at location: SourceLocation, reportingTo sink: inout DiagnosticSink
    ) -> ConstraintRegex? {
        guard let regex = ConstraintRegex(literal: text) else { return nil }
        if regex.pattern.isEmpty {
            sink.error("the regex '\(text)' is empty; write the pattern the text must match", at: location)
            return nil
        }
        if let unpaired = regex.unpairedBracket {
            sink.error(
                "the regex '\(text)' is unbalanced: its '\(unpaired)' is not paired; pair it, or escape it as "
                    + "'\\\(unpaired)'", at: location)
            return nil
        }
        return regex
    }
}
