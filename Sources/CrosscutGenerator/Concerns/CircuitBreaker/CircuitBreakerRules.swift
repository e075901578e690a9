/// The circuit breaker's rules: the protocol's `circuitBreaker(name: "catalog")`; which members the
/// breaker leaves alone (those that do not throw, those whose typed error cannot be the runtime's
/// `CircuitOpenError`, those that cannot run inside its closure: ``ClosureWrapping``), and a
/// protocol where it breaks none.
struct CircuitBreakerRules: ConcernRules {
    private static let nameMessage =
        "'circuitBreaker' takes 'name: \"catalog\"': a breaker shared by every protocol that names it; without it, "
        + "the protocol has a breaker of its own"

    func readArguments(
        of item: Annotation.Item, into options: inout OptionsByConcern, reportingTo sink: inout DiagnosticSink
    ) {
        for argument in item.arguments {
            let value = argument.value
            guard argument.label == "name", value.count > 2, value.hasPrefix("\""), value.hasSuffix("\"") else {
                sink.error(Self.nameMessage, at: argument.location)
                continue
            }
            options[CircuitBreakerProtocolOptions.self].breakerName = String(value.dropFirst().dropLast())
        }
    }

    /// Marks a member the decorator forwards untouched: one that does not throw (silently, as retry
    /// leaves it), and, with a warning, one whose typed error cannot be the open error or that cannot
    /// run inside the breaker's closure.
    func check(_ planned: inout PlannedMember, in context: ProtocolContext, reportingTo sink: inout DiagnosticSink) {
        planned.options.circuitBreaker.breaker =
            context.options[CircuitBreakerProtocolOptions.self].breakerName.map { .shared(name: $0) }
            ?? .own(service: context.serviceName)
        let member = planned.member
        let throwing = member.callThrowsKind
        guard !planned.options.skips(.circuitBreaker), !member.isStatic, throwing != .none else {
            planned.options.skip(.circuitBreaker)
            return
        }
        let reason: String
        var fix: String?
        var location = member.location
        if throwing.throwsOnItsOwn,
            let obstacle = ThrownErrorObstacle(throwing, toThrow: "the breaker's 'CircuitOpenError'")
        {
            reason = obstacle.reason
            fix = obstacle.fix
        } else if let obstacle = ClosureWrapping(of: planned, inside: "the breaker", in: context) {
            reason = obstacle.reason
            location = obstacle.location
        } else {
            return
        }
        leaveAlone(
            &planned, by: .circuitBreaker, outcome: "not broken", reason: reason, fix: fix, at: location,
            reportingTo: &sink)
    }

    /// Warns when no member of the protocol can fail fast: none throws on its own.
    func check(
        _ items: [PlannedItem], of decl: ProtocolDecl, annotation: Annotation, reportingTo sink: inout DiagnosticSink
    ) {
        warnOfNoEffect(
            .circuitBreaker, on: decl, annotation: annotation, items: items,
            unlessAnyMember: { !$0.options.skips(.circuitBreaker) }, noMember: "throws, so none can fail fast",
            fix: "remove it, or declare 'throws' on the members that call the dependency", reportingTo: &sink)
    }
}
