/// Validation: each call's arguments are checked into a `Crosscut.Checklist` — the member's
/// constraints (within `if let` for an optional, which `nil` passes) and the rules of the arguments
/// that may check themselves — and `concerns.validating(arguments:)` refuses the call before it is
/// forwarded when any is broken; a constrained result is checked after the call the same way.
struct ValidationEmitter: ConcernEmitter {
    /// The checklists, and the result kept to be checked.
    var locals: Set<String> { ["checklist", "resultChecklist", "result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [Self.checklist] }

    /// Where a call's broken rules are gathered.
    private static let checklist = RuntimeNames.TypeName(kind: "struct", name: "Checklist")
    /// Refuses a call whose checklist holds violations.
    private static let validating = "try concerns.validating"

    /// Every member ``ValidationRules`` leaves something to check; a setter never has any.
    func acts(on invocation: Invocation) -> Bool {
        invocation.kind != .setter && invocation.options.validation.checksAnything
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let validation = invocation.options.validation
        let redacted = invocation.options.redactedArguments
        let checked = invocation.arguments.filter {
            validation.constraints[$0.key] != nil || validation.cascaded.contains($0.key)
        }
        if !checked.isEmpty {
            var checks = ChecklistWriter("checklist")
            writer.line("var checklist = \(Self.checklist.qualified)()")
            for argument in checked {
                let type = ConstrainedType(argument.shape, isNoncopyable: argument.isNoncopyable)
                checks.writeChecks(
                    of: argument.name, subject: argument.key, type: type,
                    constraints: validation.constraints[argument.key] ?? [],
                    copiesValue: argument.shape.isOwnershipExplicit,
                    cascades: validation.cascaded.contains(argument.key), secret: redacted.contains(argument.key),
                    into: &writer)
            }
            checks.end(into: &writer)
            writer.call(
                Self.validating, ["arguments: checklist", invocation.serviceArgument, invocation.memberArgument])
        }
        guard !validation.resultConstraints.isEmpty, let returnKeptResult = invocation.returnKeptResult else {
            writer.line(invocation.returningStatement)
            return
        }
        writer.line(invocation.callKeepingResult)
        var checks = ChecklistWriter("resultChecklist")
        writer.line("var resultChecklist = \(Self.checklist.qualified)()")
        let type = ConstrainedType(TypeShape(parsing: invocation.resultType ?? "Void"), isNoncopyable: false)
        checks.writeChecks(
            of: "result", subject: "result", type: type, constraints: validation.resultConstraints,
            copiesValue: false, cascades: false, secret: false, into: &writer)
        checks.end(into: &writer)
        writer.call(
            Self.validating, ["result: resultChecklist", invocation.serviceArgument, invocation.memberArgument])
        writer.line(returnKeptResult)
    }
}
