/// Caching never applies to a closure: it has no key to cache a result by.
enum CachingClosureConcern: ClosureConcern {
    static var concern: Concern { .caching }

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .failure(
            ClosureRefusal(
                outcome: "not cached",
                reason: "a closure has no key to cache its result by; cache the service it calls"))
    }
}
