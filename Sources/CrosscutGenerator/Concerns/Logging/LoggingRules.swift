/// The logging concern's rules: the protocol's `logging(arguments: private)`, and the member
/// options `redact` and `public`, which decide with `SecretVocabulary` which arguments are logged
/// redacted (``RedactedArguments``).
struct LoggingRules: ConcernRules {
    /// `redact: token, pin` or `redact(token, pin)`: these parameters are logged redacted; `redact`
    /// alone on a settable property: its new value. For methods, subscripts and settable properties.
    static let redact = MemberOption(
        name: "redact", grammar: "redact: parameter", orderInMessages: 30, takesParameterList: true,
        read: { item, options, planned, context, sink in
            let names = parameterNames(item, of: planned, reportingTo: &sink)
            options.logging.redactedParameters.formUnion(names)
            context.requireConcern(.logging, .tracing, for: item, reportingTo: &sink)
        })

    /// `public: email`: this parameter is logged in clear, though its name or type looks secret or
    /// the protocol logs arguments privately; `public` alone on a settable property: its new value.
    static let `public` = MemberOption(
        name: "public", grammar: "public: parameter", orderInMessages: 31, takesParameterList: true,
        read: { item, options, planned, context, sink in
            options.logging.publicParameters.formUnion(parameterNames(item, of: planned, reportingTo: &sink))
            context.requireConcern(.logging, .tracing, for: item, reportingTo: &sink)
        })

    /// The values `logging(arguments: ...)` takes.
    private static let argumentPrivacyMessage =
        "'logging' takes 'arguments: private', which logs every argument redacted unless a member marks it "
        + "'public: name'; without it, only arguments whose names or types look secret are redacted"

    var memberOptions: [MemberOption] { [Self.redact, Self.public] }

    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        for argument in item.arguments {
            guard argument.label == "arguments", argument.value == "private" else {
                sink.error(Self.argumentPrivacyMessage, at: argument.location)
                continue
            }
            options[LoggingProtocolOptions.self].argumentsArePrivate = true
        }
    }

    /// Reports `public:` names that are `redact:` too, and those that change nothing: logged in clear already.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        let logging = planned.options.logging
        guard !logging.publicParameters.isEmpty else { return }
        let location =
            planned.member.annotations.lazy.flatMap(\.items).first { $0.name == Self.public.name }?.location
            ?? planned.member.location
        for name in logging.publicParameters.intersection(logging.redactedParameters).sorted() {
            sink.error("'\(name)' is marked both 'redact' and 'public'; keep one", at: location)
        }
        guard !context.options[LoggingProtocolOptions.self].argumentsArePrivate else { return }
        let unmarked = RedactedArguments(of: planned, marked: LoggingOptions(), privateByDefault: false)
        for name in logging.publicParameters.subtracting(logging.redactedParameters).sorted()
        where !unmarked.contains(name) {
            sink.warning(
                "'public: \(name)' has no effect: '\(name)' is logged in clear already, since neither its name nor "
                    + "its type looks secret; remove it", at: location)
        }
    }

    /// The parameters an option's list names (or `newValue` for a settable property named alone),
    /// reporting names that are not parameters.
    private static func parameterNames(
        _ item: Annotation.Item, of planned: PlannedMember, reportingTo sink: inout DiagnosticSink
    ) -> Set<String> {
        let (member, identity) = (planned.member, planned.identity)
        var candidates = planned.parameterKeys
        if member.accessors?.hasSetter == true { candidates.append("newValue") }
        if item.arguments.isEmpty {
            if member.kind == .property && member.accessors?.hasSetter == true { return ["newValue"] }
            let example = candidates.first ?? "parameter"
            sink.error(
                "'\(item.name)' needs the parameters it applies to, e.g. '\(item.name): \(example)'", at: item.location)
            return []
        }
        var names = Set<String>()
        for argument in item.arguments {
            let name = argument.value.filter { $0 != "`" }
            guard argument.label == nil, candidates.contains(name) else {
                let hint = EditDistance.didYouMean(name, among: candidates)
                let known =
                    candidates.isEmpty ? "it has none" : "its parameters are " + candidates.joined(separator: ", ")
                sink.error(
                    "'\(item.name)' names '\(argument.value)', which is not a parameter of '\(identity)' (\(known))."
                        + hint, at: argument.location)
                continue
            }
            names.insert(name)
        }
        return names
    }
}
