/// The validation one concern adds: the member options it reads, and its checks of the members
/// and protocols that chose it. The checks run for chosen concerns only, in canonical order.
protocol ConcernRules: Sendable {
    /// The member options the concern reads.
    var memberOptions: [MemberOption] { get }

    /// Checks a member of a protocol that chose the concern, once the member's options are read.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink)

    /// Checks a protocol that chose the concern, once its members are planned without errors.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink)
}

extension ConcernRules {
    var memberOptions: [MemberOption] { [] }

    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {}

    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {}
}

/// The rules of a concern without member options or checks of its own (metrics).
struct NoConcernRules: ConcernRules {}
