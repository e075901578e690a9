/// Tracing around a decorated closure's calls: one span per call, through
/// ``Concerns/tracing(_:arguments:hasRedactedArguments:isolation:_:)``, its name made once with
/// the layer. Every closure can take it.
struct TracingClosureLayer: ClosureConcern, ClosureLayer {
    static var concern: Concern { .tracing }
    let concerns: Concerns
    let member: TracedMember

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .success(
            TracingClosureLayer(
                concerns: site.concerns, member: TracedMember(service: site.service, member: site.member)))
    }

    func call<R, Failure: Error>(_ rest: () throws(Failure) -> R) throws(Failure) -> R {
        try concerns.tracing(member, rest)
    }

    func call<R, Failure: Error>(
        isolation: isolated (any Actor)?,
        _ rest: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        try await concerns.tracing(member, isolation: isolation, rest)
    }
}
