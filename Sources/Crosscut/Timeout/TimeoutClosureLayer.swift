/// A deadline on each attempt of a decorated closure: the decorator's limit, or
/// ``Concerns/timeout``'s. A closure must be `async` and throw `any Error` to take it: a synchronous
/// call can be neither cancelled nor left behind, and the call throws ``TimeoutError``.
struct TimeoutClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .timeout }
    let site: ClosureSite

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        guard site.shape.isAsync else {
            return .failure(
                ClosureRefusal(
                    outcome: "not timed out",
                    reason: "it is synchronous, and a synchronous call can be neither cancelled nor left behind; "
                        + "make it 'async throws'"))
        }
        if let reason = site.shape.obstacle(toThrowing: "'TimeoutError'", failingTo: "throw 'TimeoutError'") {
            return .failure(ClosureRefusal(outcome: "not timed out", reason: reason))
        }
        return .success(TimeoutClosureLayer(site: site))
    }

    /// Never called: a synchronous closure does not take the timeout.
    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R { try rest() }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        do {
            return try await site.concerns.timingOut(
                after: site.decorator.timeout, service: site.service, member: site.member, isolation: isolation,
                rest)
        } catch {
            throw Self.failure(error)
        }
    }
}
