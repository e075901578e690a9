/// Reads a requirement's `// @crosscut(...)` annotations into its ``MemberOptions``: each option
/// by its concern's rules (``AnnotationGrammar/memberOptions``), `skip` here, and what is not a
/// member option reported.
struct MemberOptionReader {
    let context: ProtocolContext

    /// `skip(logging, metrics)`: the concerns named forward the member untouched. For any member.
    static let skip = MemberOption(
        name: "skip", grammar: "skip(concern)", orderInMessages: 40,
        read: { item, options, _, context, sink in
            options.skippedConcerns.formUnion(skippedConcerns(item, in: context, reportingTo: &sink))
        })

    /// What `planned`'s annotations ask for.
    func options(for planned: PlannedMember, reportingTo sink: inout DiagnosticSink) -> MemberOptions {
        var options = MemberOptions()
        for annotation in planned.member.annotations {
            for item in Self.items(of: annotation, parameterKeys: planned.parameterKeys) {
                guard let option = AnnotationGrammar.memberOption(named: item.name) else {
                    reportUnknown(item, of: planned, reportingTo: &sink)
                    continue
                }
                option.read(item, &options, planned, context, &sink)
            }
        }
        return options
    }

    /// The annotation's items, an option that takes a parameter list (`redact: token, pin`) taking
    /// the bare parameter names that follow it as more arguments.
    private static func items(of annotation: Annotation, parameterKeys: [String]) -> [Annotation.Item] {
        var items: [Annotation.Item] = []
        var continuesList = false
        for item in annotation.items {
            if continuesList, item.arguments.isEmpty, parameterKeys.contains(item.name) {
                items[items.count - 1].arguments.append(
                    Annotation.Argument(label: nil, value: item.name, location: item.location))
                continue
            }
            continuesList =
                !item.arguments.isEmpty && AnnotationGrammar.memberOption(named: item.name)?.takesParameterList == true
            items.append(item)
        }
        return items
    }

    /// Reports `item`, which is no member option: a concern, or a misspelt option.
    private func reportUnknown(
        _ item: Annotation.Item, of planned: PlannedMember, reportingTo sink: inout DiagnosticSink
    ) {
        if let concern = ConcernDescription.named(item.name) {
            sink.error(
                "concern '\(concern.name)' is chosen on the protocol, not on a member; to leave "
                    + "'\(planned.identity)' out of it write 'skip(\(concern.name))'", at: item.location)
        } else {
            let hint = EditDistance.didYouMean(item.name, among: AnnotationGrammar.memberOptionNames)
            sink.error(
                "unknown member option '\(item.name)'.\(hint) Member options are "
                    + "\(AnnotationGrammar.memberOptionList)", at: item.location)
        }
    }

    /// Reports the arguments of an option that takes none.
    static func rejectArguments(of item: Annotation.Item, reportingTo sink: inout DiagnosticSink) {
        guard let first = item.arguments.first else { return }
        sink.error("'\(item.name)' takes no arguments; write '\(item.name)'", at: first.location)
    }

    private static func skippedConcerns(
        _ item: Annotation.Item, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink
    ) -> Set<ConcernDescription> {
        if item.arguments.isEmpty {
            sink.error("'skip' needs the concerns to skip, e.g. 'skip(logging, metrics)'", at: item.location)
        }
        var skipped = Set<ConcernDescription>()
        for argument in item.arguments {
            if let concern = ConcernDescription.named(argument.value), argument.label == nil {
                skipped.insert(concern)
                if !context.concerns.contains(concern) {
                    sink.warning(
                        "'skip(\(concern.name))' has no effect: '\(context.protocolName)' is not annotated with "
                            + "'\(concern.name)'", at: argument.location)
                }
            } else {
                sink.error(
                    AnnotationGrammar.unknownConcernMessage(argument.value, place: " in 'skip'"),
                    at: argument.location)
            }
        }
        return skipped
    }
}
