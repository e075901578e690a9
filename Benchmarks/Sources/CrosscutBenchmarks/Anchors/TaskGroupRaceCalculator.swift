/// The timeout a Swift developer writes by hand: `fetch(_:)` raced against a ten-second sleep on the
/// continuous clock in a throwing task group; the first child to finish wins and the other is
/// cancelled. It needs the decoratee to be `Sendable`, and it throws the sleep's own error.
///
/// Only `fetch(_:)` is timed out; the other members forward (`ForwardingCalculator`).
struct TaskGroupRaceCalculator<Decoratee: Calculator>: ForwardingCalculator {
    struct TimedOut: Error {}

    let decoratee: Decoratee

    init(_ decoratee: Decoratee) {
        self.decoratee = decoratee
    }

    func fetch(_ value: Int) async throws -> Int {
        try await withThrowingTaskGroup(of: Int?.self) { group in
            group.addTask { try await decoratee.fetch(value) }
            group.addTask {
                try await Task.sleep(for: .seconds(10))
                return nil
            }
            defer { group.cancelAll() }
            guard let result = try await group.next() ?? nil else { throw TimedOut() }
            return result
        }
    }
}
