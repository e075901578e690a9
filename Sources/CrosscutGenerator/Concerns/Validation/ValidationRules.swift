/// The validation rules: the member option `validate(age: 13...120, returns: nonEmpty)`, which
/// constraints fit which types, which members can refuse a call (a static, settable, non-throwing,
/// `rethrows` or typed-throwing one cannot throw `InvalidArguments`), which arguments may check
/// themselves, and a `validation` protocol with nothing to check.
struct ValidationRules: ConcernRules {
    /// `validate(name: nonEmpty, count(...40), age: 13...120, returns: nonEmpty)`: the constraints on
    /// the member's parameters and result. For members that throw.
    static let validate = MemberOption(
        name: "validate", grammar: "validate(parameter: constraint)", orderInMessages: 37, read: readValidate)

    var memberOptions: [MemberOption] { [Self.validate] }

    private static func readValidate(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        ValidateOption(planned: planned).read(item, into: &options.validation, reportingTo: &sink)
        if !context.concerns.contains(.validation) {
            sink.error(
                "'validate' is never checked: '\(context.protocolName)' is not annotated with 'validation'; add it to "
                    + "the protocol's // @crosscut(...) list, or remove 'validate'", at: item.location)
        }
    }

    /// Reports constraints the member cannot check or that do not fit their types, and chooses the
    /// arguments that may check themselves, for a member that can refuse a call.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        var options = planned.options.validation
        planned.options.validation = ValidationOptions()
        let (member, identity) = (planned.member, planned.identity)
        let written = Self.validateLocation(in: member)
        guard !planned.options.skips(.validation) else {
            if let written {
                sink.error("'\(identity)' both validates its arguments and skips validation; keep one", at: written)
            }
            return
        }
        let refused = options.constraints.isEmpty ? "'InvalidResult'" : "'InvalidArguments'"
        if let (reason, fix) = ThrownErrorObstacle.refusal(of: member, throwing: refused) {
            if let written {
                sink.error(
                    "'\(identity)' cannot be validated: \(reason); \(fix.map { $0 + ", or " } ?? "")remove its "
                        + "'validate(...)'", at: written)
            }
            return
        }
        let noncopyable = member.noncopyableParameters(types: context.noncopyableTypes)
        for (index, parameter) in member.parameters.enumerated() {
            let key = planned.parameterKeys[index]
            let type = ConstrainedType(parameter.shape, isNoncopyable: noncopyable[index])
            if noncopyable[index], let constraint = options.constraints[key]?.first {
                sink.error(
                    "'\(key)' cannot be validated: its type is noncopyable, and a check would copy it; remove its "
                        + "constraints", at: constraint.location)
            }
            Self.reportMisfits(options.constraints[key] ?? [], of: type, subject: key, reportingTo: &sink)
            if type.mayCheckItself && !parameter.shape.isInout { options.cascaded.insert(key) }
        }
        if let shape = member.resultShape {
            let type = ConstrainedType(shape, isNoncopyable: false)
            Self.reportMisfits(options.resultConstraints, of: type, subject: "result", reportingTo: &sink)
        }
        planned.options.validation = options
    }

    private static func reportMisfits(
        _ constraints: [Constraint], of type: ConstrainedType, subject: String, reportingTo sink: inout DiagnosticSink
    ) {
        for constraint in constraints {
            if let misfit = type.misfit(of: constraint, subject: subject) {
                sink.error(misfit, at: constraint.location)
            }
        }
    }

    /// Where the member's first `validate(...)` is, if it has one.
    private static func validateLocation(in member: Member) -> SourceLocation? {
        member.annotations.lazy.flatMap(\.items).first { $0.name == validate.name }?.location
    }

    /// Warns when the decorator would check nothing: no member has a constraint or an argument that
    /// may check itself.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {
        warnOfNoEffect(
            .validation, on: decl, annotation: annotation, items: items,
            unlessAnyMember: { $0.options.validation.checksAnything },
            noMember: "that throws has a constraint or an argument that may check itself",
            fix: "write '// @crosscut(validate(parameter: constraint))' above a member that throws, or remove it",
            reportingTo: &sink)
    }
}
