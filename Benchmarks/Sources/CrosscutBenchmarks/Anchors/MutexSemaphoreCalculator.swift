import Synchronization

/// The concurrency limit a Swift developer writes by hand: a count of running calls behind a
/// `Mutex`, taken before the call and given back after it, refusing a call beyond the limit at
/// once. No queue, no wait, no cancellation to handle.
///
/// Only `fetch(_:)` is limited; the other members forward (`ForwardingCalculator`). A class: a
/// `Mutex` cannot be copied.
final class MutexSemaphoreCalculator<Decoratee: Calculator>: ForwardingCalculator {
    struct Full: Error {}

    let decoratee: Decoratee
    private let limit: Int
    private let running = Mutex(0)

    init(_ decoratee: Decoratee, limit: Int) {
        self.decoratee = decoratee
        self.limit = limit
    }

    func fetch(_ value: Int) async throws -> Int {
        let admitted = running.withLock { running in
            guard running < limit else { return false }
            running += 1
            return true
        }
        guard admitted else { throw Full() }
        defer { running.withLock { $0 -= 1 } }
        return try await decoratee.fetch(value)
    }
}
