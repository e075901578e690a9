/// Writes the checks that fill one checklist — `checklist.check(age, "age", in: 13...120)`, one line
/// each — and keeps the compiler's reports of errors in what they copy from an annotation (a bound, a
/// pattern, a function's name) at the annotation: a `#sourceLocation` directive before each line that
/// copies an expression, and one that ends them after the checks.
struct ChecklistWriter {
    /// The checklist's variable: `checklist`.
    let checklist: String
    /// Whether a directive points the lines that follow at an annotation.
    private var pointsAtAnnotation = false
    /// The existential the value being checked is, if it is one.
    private var existential: String?

    init(_ checklist: String) {
        self.checklist = checklist
    }

    /// Writes the checks of `value`, known as `subject`, of `type`: its `constraints`, the cheap ones
    /// first (inside `if let` when it is optional, for `nil` passes them, binding `copy value` when
    /// `copiesValue`), then, when `cascades`, its own rules. A `secret` value's own rule never quotes
    /// it.
    ///
    /// A regex is not run on a value that broke the rule checked just before it
    /// (`Checklist.check(_:_:matches:spelled:)`), so writing the ranges, counts and emptiness first
    /// lets a `count(...64)` bound what the regex reads.
    mutating func writeChecks(
        of value: String, subject: String, type: ConstrainedType, constraints: [Constraint], copiesValue: Bool,
        cascades: Bool, secret: Bool, into writer: inout CodeWriter
    ) {
        let constraints = constraints.filter(\.kind.isCheap) + constraints.filter { !$0.kind.isCheap }
        let subjectLiteral = subject.quoted
        existential = type.existential
        if type.isOptional && !constraints.isEmpty {
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
        // An existential passed on as it is, not opened: the compiler (6.3) crashes on a generic rule
        // given an opened existential.
        let checked =
            if case .satisfies = constraint.kind, let existential { "\(value) as \(existential)" } else { value }
        writer.call("\(checklist).check", [checked, subject] + arguments)
    }

    /// Has the compiler report the next line at `location`'s line, explaining why the first time.
    private mutating func pointAtAnnotation(_ location: SourceLocation, into writer: inout CodeWriter) {
        guard writer.pointsErrorsAtAnnotations else { return }
        if !pointsAtAnnotation {
            writer.line("// The constraint is the annotation's: the compiler reports its errors there.")
        }
        writer.line(CodeWriter.sourceLocationDirective(location))
        pointsAtAnnotation = true
    }
}
