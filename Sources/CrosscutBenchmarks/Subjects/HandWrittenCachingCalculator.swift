import Crosscut

/// A hand-written caching decorator making the same runtime calls as the generated one: the
/// result of `square` comes from `Concerns.cached` under a key made of the service, the member and
/// the argument.
struct HandWrittenCachingCalculator<Decoratee: Calculator>: Calculator {
    let decoratee: Decoratee
    let concerns: Concerns

    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
    }

    func combine(_ value: Int, with other: Int) -> Int { decoratee.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int {
        guard concerns.isEnabled(.caching) else { return decoratee.square(value) }
        return concerns.cached(
            service: "Calculator", member: "square(_:)",
            key: CacheKey(service: "Calculator", member: "square(_:)", value), ttl: .seconds(300)
        ) {
            decoratee.square(value)
        }
    }
}
