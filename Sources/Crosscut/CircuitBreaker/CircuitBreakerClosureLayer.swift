/// The circuit breaker around each attempt of a decorated closure: the breaker its decorator names,
/// or the closure's own, resolved once. A closure must throw `any Error` to take it, so that it can
/// throw ``CircuitOpenError``.
struct CircuitBreakerClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .circuitBreaker }
    let site: ClosureSite
    private let breaker: CircuitBreaker

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        if let reason = site.shape.obstacle(toThrowing: "the breaker's 'CircuitOpenError'", failingTo: "fail fast") {
            return .failure(ClosureRefusal(outcome: "not broken", reason: reason))
        }
        let decorator = site.decorator
        let breaker =
            decorator.circuitBreaker.map { site.concerns.circuitBreaker(named: $0) }
            ?? site.concerns.circuitBreaker(of: decorator.name, fileID: decorator.fileID)
        return .success(CircuitBreakerClosureLayer(site: site, breaker: breaker))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        do {
            return try site.concerns.breaking(with: breaker, service: site.service, member: site.member, rest)
        } catch {
            throw Self.failure(error)
        }
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        do {
            return try await site.concerns.breaking(
                with: breaker, service: site.service, member: site.member, isolation: isolation, rest)
        } catch {
            throw Self.failure(error)
        }
    }
}
