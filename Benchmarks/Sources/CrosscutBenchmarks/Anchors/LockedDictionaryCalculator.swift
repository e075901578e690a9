import Synchronization

/// The floor of a cache hit: a dictionary from the argument to the result behind a `Mutex`, one
/// lock and one lookup per hit. No time to live, no bound on its size, no statistics.
///
/// Only `square(_:)` is cached; the other members forward. A class: a `Mutex` cannot be copied.
final class LockedDictionaryCalculator<Decoratee: Calculator>: Calculator {
    let decoratee: Decoratee
    private let squares = Mutex<[Int: Int]>([:])

    init(_ decoratee: Decoratee) {
        self.decoratee = decoratee
    }

    func combine(_ value: Int, with other: Int) -> Int { decoratee.combine(value, with: other) }

    func checked(_ value: Int) throws -> Int { try decoratee.checked(value) }

    func fetch(_ value: Int) async throws -> Int { try await decoratee.fetch(value) }

    func square(_ value: Int) -> Int {
        if let cached = squares.withLock({ $0[value] }) { return cached }
        let result = decoratee.square(value)
        squares.withLock { $0[value] = result }
        return result
    }
}
