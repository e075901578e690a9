/// A concurrency limit never applies to a decorated closure: its limit is written on a protocol, and
/// a closure has none to share.
enum ConcurrencyLimitClosureConcern: ClosureConcern {
    static var concern: Concern { .concurrencyLimit }

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .failure(
            ClosureRefusal(
                outcome: "not limited",
                reason: "a closure has no annotation to take its limit from; run it through a ConcurrencyLimiter's "
                    + "run(service:member:clock:_:), or limit the service it calls"))
    }
}
