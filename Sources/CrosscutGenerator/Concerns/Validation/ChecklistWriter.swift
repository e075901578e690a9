/// Writes the checks that fill one checklist — `checklist.check(age, "age", in: 13...120)`, one line
/// each — and keeps the compiler's reports of errors in what they copy from an annotation (a bound, a
/// pattern, a function's name) at the annotation: a `#sourceLocation` directive before each line that
/// copies an expression, and one that ends them after the checks.
struct ChecklistWriter {
    /// The checklist's variable: `checklist`.
    let checklist: String
    /// Whether a directive points the lines that follow at an annotation.
    private var pointsAtAnnotation = false

    init(_ checklist: String) { self.checklist = checklist }

    /// Writes the checks of `value`, known as `subject`: its `constraints` (inside `if let` when
    /// `isOptional`, for `nil` passes them, binding `copy value` when `copiesValue`), then, when
    /// `cascades`, its own rules. A `secret` value's own rule never quotes it.
    mutating func writeChecks(
        of value: String, subject: String, constraints: [Constraint], isOptional: Bool, copiesValue: Bool,
        cascades: Bool, secret: Bool, into writer: inout CodeWriter
    ) {
        let subjectLiteral = subject.quoted
        if isOptional && !constraints.isEmpty {
            writer.line("if let \(value)\(copiesValue ? " = copy \(value)" : "") {")
            writer.indented { writer in
                for constraint in constraints {
                    write(constraint, of: value, subjectLiteral, secret: secret, into: &writer)
                }
            }
            writer.line("}")
        } else {
            let checked = copiesValue ? "copy \(value)" : value
            for constraint in constraints {
                write(constraint, of: checked, subjectLiteral, secret: secret, into: &writer)
            }
        }
        if cascades { writer.line("\(checklist).cascade(\(value), \(subjectLiteral))") }
    }

    /// Ends what the directives point at the annotation, if any does.
    mutating func end(into writer: inout CodeWriter) {
        guard pointsAtAnnotation else { return }
        writer.line("#sourceLocation()")
        pointsAtAnnotation = false
    }

    private mutating func write(
        _ constraint: Constraint, of value: String, _ subject: String, secret: Bool, into writer: inout CodeWriter
    ) {
        let arguments: [String]
        switch constraint.kind {
        case .nonEmpty:
            writer.line("\(checklist).checkNotEmpty(\(value), \(subject))")
            return
        case .range(let range): arguments = ["in: " + range.spelling]
        case .count(let range): arguments = ["count: " + range.spelling]
        case .matches(let regex):
            arguments = ["matches: " + regex.extendedLiteral, "spelled: " + regex.spelling.quoted]
        case .satisfies(let function):
            arguments = ["satisfies: " + function, "named: " + function.quoted] + (secret ? ["secret: true"] : [])
        }
        pointAtAnnotation(constraint.location, into: &writer)
        writer.call("\(checklist).check", [value, subject] + arguments)
    }

    /// Has the compiler report the next line at `location`'s line, explaining why the first time.
    private mutating func pointAtAnnotation(_ location: SourceLocation, into writer: inout CodeWriter) {
        if !pointsAtAnnotation {
            writer.line("// The constraint is the annotation's: the compiler reports its errors there.")
        }
        writer.line("#sourceLocation(file: \(location.file.quoted), line: \(location.line))")
        pointsAtAnnotation = true
    }
}
