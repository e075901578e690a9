import Synchronization

/// The floor of a cache hit: a dictionary from the argument to the result behind a `Mutex`, one
/// lock and one lookup per hit. No time to live, no bound on its size, no statistics.
///
/// Only `square(_:)` is cached; the other members forward (`ForwardingCalculator`). A class: a
/// `Mutex` cannot be copied.
final class LockedDictionaryCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee
    private let squares = Mutex<[Int: Int]>([:])

    init(_ decoratee: Decoratee) {
        self.decoratee = decoratee
    }

    func square(_ value: Int) -> Int {
        if let cached = squares.withLock({ $0[value] }) { return cached }
        let result = decoratee.square(value)
        squares.withLock { $0[value] = result }
        return result
    }
}
