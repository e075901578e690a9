extension TimeoutPolicy {
    /// Races `operation`, in a child task on `isolation`, against a sleep of `limit` on ``clock``;
    /// the first to end cancels the other, and both have ended when it returns.
    @inlinable
    func race<Value: ~Copyable>(
        _ operation: () async throws -> Value, limit: Duration, service: String, member: String,
        isolation: isolated (any Actor)?
    ) async throws -> Value {
        let attempt = Attempt<Value>()
        let clock = clock ?? ContinuousClock()
        let timedOut = await withoutActuallyEscaping(operation) { operation in
            let work = UncheckedOperation(run: operation)
            return await withTaskGroup(of: Bool.self, isolation: isolation) { group in
                group.addTask {
                    await attempt.run(work, isolation: isolation)
                    return false
                }
                group.addTask {
                    do {
                        try await clock.sleep(for: limit, purpose: .timeoutDeadline)
                        return true
                    } catch {
                        return false  // cancelled: the attempt ended first, or the caller gave up
                    }
                }
                // The first child to end: `true` from the sleep, `false` from the attempt.
                let deadlinePassedFirst = await group.next() ?? false
                group.cancelAll()
                // The group waits for the other child before it returns.
                return deadlinePassedFirst
            }
        }
        if timedOut { throw TimeoutError(call: "\(service).\(member)", limit: limit) }
        return try attempt.take()
    }
}

/// The attempt's closure, for its child task.
///
/// Unchecked: the closure, and what it captures, is not `Sendable`. It is safe because the caller
/// is suspended in the task group for as long as the child runs it, on the caller's own isolation,
/// so nothing touches its captures at the same time; and it never escapes the call.
@usableFromInline
struct UncheckedOperation<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline let run: () async throws -> Value

    @inlinable init(run: @escaping () async throws -> Value) { self.run = run }
}

/// Where the attempt's child task leaves how it ended, for the caller to take once the group has
/// waited for it (that wait orders the write before the read; hence unchecked).
@usableFromInline
final class Attempt<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline var outcome: Result<Value, any Error>?

    @inlinable init() {}

    /// Runs `operation` on `isolation` and keeps how it ended.
    @inlinable
    func run(_ operation: UncheckedOperation<Value>, isolation: isolated (any Actor)?) async {
        do {
            outcome = .success(try await operation.run())
        } catch {
            outcome = .failure(error)
        }
    }

    /// The value the attempt returned, or the error it threw.
    @inlinable
    func take() throws -> Value {
        switch outcome.take() {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: preconditionFailure("the attempt's task ended without an outcome")
        }
    }
}
