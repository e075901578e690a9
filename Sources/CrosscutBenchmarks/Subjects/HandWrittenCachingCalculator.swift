import Crosscut

/// A hand-written caching decorator making the same runtime calls as the generated one: the
/// result of `square` comes from the member's `MemberCache`, resolved once in the initializer,
/// under a key struct of the argument.
struct HandWrittenCachingCalculator<Decoratee: Calculator>: Calculator {
    let decoratee: Decoratee
    let concerns: Concerns
    private let squareCache: MemberCache<SquareKey, Int>

    init(_ decoratee: Decoratee, concerns: Concerns) {
        self.decoratee = decoratee
        self.concerns = concerns
        squareCache = concerns.memberCache(service: "Calculator", member: "square(_:)", ttl: .seconds(300))
    }

    private struct SquareKey: Hashable, Sendable {
        var value: Int
    }

    func combine(_ value: Int, with other: Int) -> Int { decoratee.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int {
        guard concerns.isEnabled(.caching) else { return decoratee.square(value) }
        return squareCache.value(for: SquareKey(value: value)) { decoratee.square(value) }
    }
}
