/// Reads a requirement's `// @crosscut(...)` annotations into its ``MemberOptions``: each option
/// by the rules of its concern, `skip` here, and what is not a member option reported.
struct MemberOptionReader {
    let context: ProtocolContext

    /// What `planned`'s annotations ask for.
    func options(for planned: PlannedMember, reportingTo sink: inout DiagnosticSink) -> MemberOptions {
        var options = MemberOptions()
        for annotation in planned.member.annotations {
            for item in Self.items(of: annotation, parameterKeys: planned.parameterKeys) {
                read(item, into: &options, for: planned, reportingTo: &sink)
            }
        }
        return options
    }

    /// The annotation's items, each option that lists parameters after a colon (`redact: token, pin`)
    /// taking the bare parameter names that follow it as its arguments.
    private static func items(of annotation: Annotation, parameterKeys: [String]) -> [Annotation.Item] {
        var items: [Annotation.Item] = []
        var continuesList = false
        for item in annotation.items {
            if continuesList, item.arguments.isEmpty, parameterKeys.contains(item.name) {
                items[items.count - 1].arguments.append(
                    Annotation.Argument(label: nil, value: item.name, location: item.location))
                continue
            }
            continuesList = item.name == AnnotationGrammar.redact && !item.arguments.isEmpty
            items.append(item)
        }
        return items
    }

    private func read(
        _ item: Annotation.Item, into options: inout MemberOptions, for planned: PlannedMember,
        reportingTo sink: inout DiagnosticSink
    ) {
        switch item.name {
        case AnnotationGrammar.cached:
            CachingRules.readCached(item, into: &options, for: planned, in: context, reportingTo: &sink)
        case AnnotationGrammar.invalidates:
            CachingRules.readInvalidates(item, into: &options, for: planned, in: context, reportingTo: &sink)
        case AnnotationGrammar.redact:
            LoggingRules.readRedact(item, into: &options, for: planned, in: context, reportingTo: &sink)
        case AnnotationGrammar.skip:
            options.skippedConcerns.formUnion(skippedConcerns(item, reportingTo: &sink))
        case AnnotationGrammar.noRetry:
            RetryRules.readNoRetry(item, into: &options, for: planned, in: context, reportingTo: &sink)
        default:
            if let concern = ConcernKind(rawValue: item.name) {
                sink.error(
                    "concern '\(concern.rawValue)' is chosen on the protocol, not on a member; to leave "
                        + "'\(planned.identity)' out of it write 'skip(\(concern.rawValue))'", at: item.location)
            } else {
                let hint = EditDistance.didYouMean(item.name, among: AnnotationGrammar.memberOptions)
                sink.error(
                    "unknown member option '\(item.name)'.\(hint) Member options are "
                        + "\(AnnotationGrammar.memberOptionList)", at: item.location)
            }
        }
    }

    /// Reports the arguments of an option that takes none.
    static func rejectArguments(of item: Annotation.Item, reportingTo sink: inout DiagnosticSink) {
        guard let first = item.arguments.first else { return }
        sink.error("'\(item.name)' takes no arguments; write '\(item.name)'", at: first.location)
    }

    /// `skip(logging, metrics)`: the concerns that forward the member untouched.
    private func skippedConcerns(_ item: Annotation.Item, reportingTo sink: inout DiagnosticSink) -> Set<ConcernKind> {
        if item.arguments.isEmpty {
            sink.error("'skip' needs the concerns to skip, e.g. 'skip(logging, metrics)'", at: item.location)
        }
        var skipped = Set<ConcernKind>()
        for argument in item.arguments {
            if let concern = ConcernKind(rawValue: argument.value), argument.label == nil {
                skipped.insert(concern)
                if !context.concerns.contains(concern) {
                    sink.warning(
                        "'skip(\(concern.rawValue))' has no effect: '\(context.protocolName)' is not annotated with "
                            + "'\(concern.rawValue)'", at: argument.location)
                }
            } else {
                let hint = EditDistance.didYouMean(argument.value, among: AnnotationGrammar.concerns)
                sink.error(
                    "unknown concern '\(argument.value)' in 'skip'.\(hint) Concerns are "
                        + AnnotationGrammar.concernList, at: argument.location)
            }
        }
        return skipped
    }
}
