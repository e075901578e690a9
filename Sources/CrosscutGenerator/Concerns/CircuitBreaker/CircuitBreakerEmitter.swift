/// Circuit breaker: members that throw on their own run through `Concerns.breaking` with the
/// breaker the decorator resolves once; members ``CircuitBreakerRules`` finds it cannot break, and
/// setters (which cannot throw), forward untouched.
struct CircuitBreakerEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    var runtimeTypes: [RuntimeNames.TypeName] { [Self.circuitBreaker] }

    /// The breaker a decorator's calls go through.
    private static let circuitBreaker = RuntimeNames.TypeName(kind: "class", name: "CircuitBreaker")
    /// Resolves the breaker, once.
    private static let resolveCircuitBreaker = "concerns.circuitBreaker"
    /// Runs a call through a breaker.
    private static let breaking = "concerns.breaking"

    var asyncLeavesSwitchToHelper: Bool { true }

    func acts(on invocation: Invocation) -> Bool {
        invocation.kind != .setter
    }

    func handle(for invocation: Invocation) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Breaker", type: Self.circuitBreaker.qualified,
            summary: "The circuit breaker every member's calls go through, resolved once.",
            resolver: Self.resolveCircuitBreaker,
            arguments: [invocation.options.circuitBreaker.breaker.resolverArgument], isShared: true)
    }

    func writeBody(for invocation: Invocation, handle: String?, into writer: inout CodeWriter) {
        let breaker =
            handle
            ?? "\(Self.resolveCircuitBreaker)(\(invocation.options.circuitBreaker.breaker.resolverArgument))"
        writer.runCall(
            of: invocation, through: Self.breaking,
            ["with: " + breaker, invocation.serviceArgument, invocation.memberArgument])
    }
}
