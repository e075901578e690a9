/// Circuit breaker: members that throw on their own run through `Concerns.breaking` with the
/// breaker the decorator resolves once; members ``CircuitBreakerRules`` finds it cannot break, and
/// setters (which cannot throw), forward untouched.
struct CircuitBreakerEmitter: ConcernEmitter {
    var locals: Set<String> { ["result"] }

    func acts(on access: Access) -> Bool {
        access.kind != .setter
    }

    func handle(for access: Access) -> ConcernHandle? {
        ConcernHandle(
            suffix: "Breaker", type: RuntimeNames.circuitBreaker.qualified,
            summary: "The circuit breaker every member's calls go through, resolved once.",
            resolver: RuntimeNames.resolveCircuitBreaker,
            arguments: [access.options.circuitBreaker.breaker.resolverArgument], isShared: true)
    }

    func writeBody(for access: Access, handle: String?, into writer: inout CodeWriter) {
        let breaker =
            handle
            ?? "\(RuntimeNames.resolveCircuitBreaker)(\(access.options.circuitBreaker.breaker.resolverArgument))"
        writer.runCall(
            of: access, through: RuntimeNames.breaking,
            ["with: " + breaker, access.serviceArgument, access.memberArgument])
    }
}
