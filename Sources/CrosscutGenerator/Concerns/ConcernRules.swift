/// The validation one concern adds: the member options it reads, and its checks of the members
/// and protocols that chose it. The checks run for chosen concerns only, in canonical order.
protocol ConcernRules: Sendable {
    /// The member options the concern reads.
    var memberOptions: [MemberOption] { get }

    /// Reads what the protocol's annotation writes after the concern's name,
    /// `logging(arguments: private)`, into `options`.
    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink)

    /// Checks a member of a protocol that chose the concern, once the member's options are read.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink)

    /// Checks a protocol that chose the concern, once its members are planned without errors.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink)

    /// Checks what the decorators of a protocol that chose the concern forward of the standard-library
    /// protocols it inherits (``StandardProtocol``), once its members are planned without errors;
    /// `options` is what its annotation asks of the concerns.
    func check(
        inherited standards: Set<StandardProtocol>, of decl: ProtocolDecl, annotation: Annotation,
        options: OptionsByConcern, reportingTo sink: inout DiagnosticSink)
}

extension ConcernRules {
    /// Leaves `planned` alone for `concern`, warning at `location` why and what to write instead:
    /// `'load()' is not timed out: \(reason); \(fix), or write '// @crosscut(skip(timeout))' above it
    /// to say so`.
    func leaveAlone(
        _ planned: inout PlannedMember, by concern: ConcernDescription, outcome: String, reason: String,
        fix: String?, at location: SourceLocation, reportingTo sink: inout DiagnosticSink
    ) {
        sink.warning(
            "'\(planned.identity)' is \(outcome): \(reason); \(fix.map { $0 + ", or " } ?? "")write "
                + "'// @crosscut(skip(\(concern.name)))' above it to say so", at: location)
        planned.options.skip(concern)
    }

    var memberOptions: [MemberOption] { [] }

    /// A concern takes no arguments unless its rules read them.
    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        guard let argument = item.arguments.first else { return }
        sink.error(
            "concern '\(item.name)' takes no arguments; write '\(item.name)' and refine members with member "
                + "annotations", at: argument.location)
    }

    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {}

    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {}

    func check(
        inherited standards: Set<StandardProtocol>, of decl: ProtocolDecl, annotation: Annotation,
        options: OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {}
}

extension ConcernRules {
    /// Warns, at `concern` in the protocol's annotation, that it has no effect on `decl` when no
    /// member of `items` is one it `actsOn`: `'caching' has no effect: no member of 'P' \(reason);
    /// \(fix)`.
    func warnOfNoEffect(
        _ concern: ConcernDescription, on decl: ProtocolDecl, annotation: Annotation, items: [PlannedItem],
        unlessAnyMember actsOn: (PlannedMember) -> Bool, noMember reason: String, fix: String,
        reportingTo sink: inout DiagnosticSink
    ) {
        guard !items.containsMember(where: actsOn) else { return }
        sink.warning(
            "'\(concern.name)' has no effect: no member of '\(decl.name)' \(reason); \(fix)",
            at: annotation.items.first { $0.name == concern.name }?.location ?? annotation.location)
    }
}

/// The rules of a concern without member options or checks of its own (metrics).
struct NoConcernRules: ConcernRules {}
