/// Tracing around a decorated closure's calls: one span per call, through
/// ``Concerns/tracing(service:member:isolation:_:)``. Every closure can take it.
struct TracingClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .tracing }
    let site: ClosureSite

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .success(TracingClosureLayer(site: site))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        try site.concerns.tracing(service: site.service, member: site.member, rest)
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        try await site.concerns.tracing(service: site.service, member: site.member, isolation: isolation, rest)
    }
}
