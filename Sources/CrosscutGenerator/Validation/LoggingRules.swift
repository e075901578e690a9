/// The logging concern's rules: its member option `redact`.
struct LoggingRules: ConcernRules {
    /// `redact: token, pin` or `redact(token, pin)`: these parameters are logged redacted; `redact`
    /// alone on a settable property: its new value. For methods, subscripts and settable properties.
    static let redact = MemberOption(
        name: "redact", grammar: "redact: parameter", orderInMessages: 30, takesParameterList: true, read: readRedact)

    var memberOptions: [MemberOption] { [Self.redact] }

    private static func readRedact(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) {
        options.logging.redactedParameters.formUnion(redactedNames(item, of: planned, reportingTo: &sink))
        context.requireConcern(.logging, for: item, reportingTo: &sink)
    }

    private static func redactedNames(
        _ item: Annotation.Item, of planned: PlannedMember, reportingTo sink: inout DiagnosticSink
    ) -> Set<String> {
        let (member, identity) = (planned.member, planned.identity)
        var candidates = planned.parameterKeys
        if member.accessors?.hasSetter == true { candidates.append("newValue") }
        if item.arguments.isEmpty {
            if member.kind == .property && member.accessors?.hasSetter == true { return ["newValue"] }
            let example = candidates.first ?? "parameter"
            sink.error("'redact' needs the parameters to redact, e.g. 'redact: \(example)'", at: item.location)
            return []
        }
        var redacted = Set<String>()
        for argument in item.arguments {
            let name = argument.value.filter { $0 != "`" }
            guard argument.label == nil, candidates.contains(name) else {
                let hint = EditDistance.didYouMean(name, among: candidates)
                let known =
                    candidates.isEmpty ? "it has none" : "its parameters are " + candidates.joined(separator: ", ")
                sink.error(
                    "'redact' names '\(argument.value)', which is not a parameter of '\(identity)' (\(known)).\(hint)",
                    at: argument.location)
                continue
            }
            redacted.insert(name)
        }
        return redacted
    }
}
