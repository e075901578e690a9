/// Whether a decorator can forward a requirement at all, whatever its annotations say: what it
/// declares, what it is named, how it is isolated, and the shapes of its parameters and result.
enum Forwardability {
    /// Reports each reason `planned` cannot be forwarded.
    static func check(_ planned: PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        let (member, identity, protocolName) = (planned.member, planned.identity, context.protocolName)
        switch member.kind {
        case .initializer:
            sink.error(
                "cannot decorate initializer requirement '\(identity)' of '\(protocolName)': a decorator wraps an "
                    + "instance that already exists. Move it to a factory protocol, e.g. 'protocol \(protocolName)Factory "
                    + "{ func make(\(parameterText(member))) -> any \(protocolName) }', and annotate that instead",
                at: member.location)
            return
        case .associatedType, .typealias:
            if member.name == "Decoratee" {
                sink.error(
                    "\(member.kind == .typealias ? "typealias" : "associated type") 'Decoratee' clashes with the "
                        + "decorators' generic parameter 'Decoratee'; rename it", at: member.location)
            }
            return
        case .function, .property, .subscript:
            break
        }
        checkNames(planned, reportingTo: &sink)
        checkModifiers(planned, in: context, reportingTo: &sink)
        checkParameters(planned, in: context, reportingTo: &sink)
        checkSelfResult(planned, reportingTo: &sink)
        if MemberIdentity.isOperator(member) { checkOperator(planned, reportingTo: &sink) }
    }

    /// The parameters as written, for messages: `name: String, count: Int`.
    private static func parameterText(_ member: Member) -> String {
        member.parameters.map { parameter in
            let label = parameter.label.map { $0 + " " } ?? ""
            return "\(label)\(parameter.name): \(parameter.type)"
        }.joined(separator: ", ")
    }

    /// Names that would clash with the decorators' own.
    private static func checkNames(_ planned: PlannedMember, reportingTo sink: inout DiagnosticSink) {
        let member = planned.member
        // Only the bytes `Decoratee` spell a generic parameter named so.
        if let clause = member.genericParameters, FixedWord("Decoratee").occurs(in: clause),
            let generic = member.genericParameterNames.first(where: { $0 == "Decoratee" })
        {
            sink.error(
                "generic parameter '\(generic)' of '\(planned.identity)' clashes with the decorators' generic "
                    + "parameter 'Decoratee'; rename it", at: member.location)
        }
        let written = [member.name] + member.parameters.flatMap { [$0.label, $0.name].compactMap { $0 } }
        if let raw = written.first(where: SwiftIdentifier.isRaw) {
            sink.error(
                "cannot decorate '\(planned.identity)': \(raw) is a raw identifier, which the decorators cannot "
                    + "spell everywhere they name it; use a plain identifier (letters, digits and '_')",
                at: member.location)
        }
        if member.name == "decoratee" || member.name == "concerns" {
            sink.error(
                "requirement '\(member.name)' clashes with the decorators' own '\(member.name)' property; "
                    + "rename the requirement", at: member.location)
        }
    }

    /// `nonisolated` members of a protocol whose decoratee cannot leave its actor, and `optional` ones.
    private static func checkModifiers(
        _ planned: PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        let (member, identity, protocolName) = (planned.member, planned.identity, context.protocolName)
        if context.nonisolatedNeedsSendable && member.has(.nonisolated) {
            sink.error(
                "cannot forward nonisolated '\(identity)' of actor-isolated protocol '\(protocolName)': outside the "
                    + "actor the decorator can reach its decoratee only if it is Sendable; add 'Sendable' to "
                    + "'\(protocolName)''s inheritance clause", at: member.location)
        }
        if context.isNoncopyable && member.has(.consuming) {
            sink.error(
                "cannot forward consuming '\(identity)' of noncopyable '\(protocolName)': the decorator would give its "
                    + "decoratee away inside the concern's work, after which nothing can reach it; make the requirement "
                    + "borrowing (drop 'consuming'), or remove '~Copyable' from '\(protocolName)'", at: member.location)
        }
        if member.has(.optional) {
            sink.error(
                "cannot decorate optional requirement '\(identity)': a decorator cannot tell whether its decoratee "
                    + "implements it; make the requirement non-optional", at: member.location)
        }
    }

    /// Variadic parameters, `Self` anywhere but as a whole parameter type, and `inout Self` where the
    /// decorators hold their decoratee in a constant.
    private static func checkParameters(
        _ planned: PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        for parameter in planned.member.parameters {
            let shape = parameter.shape
            if shape.isVariadic {
                sink.error(
                    "cannot forward variadic parameter '\(parameter.name)' of '\(planned.identity)': Swift cannot "
                        + "pass an array on as variadic arguments; declare it as '[\(shape.core)]' instead",
                    at: parameter.location)
            } else if shape.isInoutSelf && context.isClassBound {
                sink.error(
                    "cannot forward parameter '\(parameter.name)' of '\(planned.identity)' of type 'inout Self': the "
                        + "decorators of class-bound '\(context.protocolName)' hold their decoratee in a constant, which "
                        + "cannot be passed inout; take a plain 'Self', or remove 'AnyObject'", at: parameter.location)
            } else if shape.mentionsBareSelf && !shape.isSelf {
                sink.error(
                    "cannot forward parameter '\(parameter.name)' of '\(planned.identity)' of type '\(parameter.type)': "
                        + "only a plain 'Self' parameter can be unwrapped to the decoratee; use 'Self' or a concrete "
                        + "type", at: parameter.location)
            }
        }
    }

    /// A result that mentions `Self`: only a plain `Self` of a get-only instance member can be wrapped.
    private static func checkSelfResult(_ planned: PlannedMember, reportingTo sink: inout DiagnosticSink) {
        let (member, identity) = (planned.member, planned.identity)
        guard let result = member.returnType, let shape = member.resultShape, shape.mentionsBareSelf else { return }
        if !shape.isSelf {
            sink.error(
                "cannot forward '\(identity)', whose type '\(result)' contains 'Self': a decorator can only "
                    + "wrap a plain 'Self' result; return 'Self' or a concrete type", at: member.location)
        } else if member.isStatic && !member.parameters.contains(where: \.shape.isPlainSelfArgument) {
            sink.error(
                "cannot forward static '\(identity)' returning 'Self': a static member without a 'Self' argument has "
                    + "no concerns to wrap the new instance with; take a 'Self' argument, whose concerns the new "
                    + "instance gets, or return the decoratee's type through an instance member instead",
                at: member.location)
        } else if member.accessors?.hasSetter == true {
            sink.error("cannot forward settable '\(identity)' of type 'Self': make it get-only", at: member.location)
        }
    }

    /// An operator must be static and take a `Self` operand, through which it reaches the decoratee.
    private static func checkOperator(_ planned: PlannedMember, reportingTo sink: inout DiagnosticSink) {
        let member = planned.member
        if !member.isStatic {
            sink.error("operator '\(member.name)' must be 'static' to be decorated", at: member.location)
        } else if !member.parameters.contains(where: \.shape.isSelf) {
            sink.error(
                "cannot forward operator '\(planned.identity)': none of its operands is 'Self', so the decorator "
                    + "cannot reach the decoratee's implementation; give it a 'Self' operand or make it a named method",
                at: member.location)
        }
    }
}
