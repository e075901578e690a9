/// Bounds one ``SharedCacheStore`` call: the call runs in a task of its own, and the caller goes on
/// when it ends or when `limit` passes on `clock`, whichever comes first — even when the store
/// ignores cancellation, so a hung store never holds a service's call. The late call is cancelled.
struct StoreCallBound: Sendable {
    let limit: Duration
    let clock: any Clock<Duration>

    /// `operation`'s result, or ``SharedCacheTimeout`` when `limit` passes first.
    func run<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) async throws -> Result {
        let outcome = FirstOutcome<Result>()
        let work = Task {
            do {
                outcome.settle(.success(try await operation()))
            } catch {
                outcome.settle(.failure(error))
            }
        }
        let deadline = Task { [clock, limit] in
            guard (try? await clock.sleep(for: limit, purpose: .sharedCacheDeadline)) != nil else { return }
            outcome.settle(.failure(SharedCacheTimeout(limit: limit)))
        }
        defer {
            work.cancel()
            deadline.cancel()
        }
        return try await withTaskCancellationHandler {
            try await outcome.value()
        } onCancel: {
            outcome.settle(.failure(CancellationError()))
        }
    }
}

/// A store call took longer than ``SharedCache/timeout``.
struct SharedCacheTimeout: Error, CustomStringConvertible {
    let limit: Duration

    var description: String { "the shared cache did not answer within \(limit)" }
}

extension SleepPurpose {
    /// A shared cache store call's deadline (``SharedCache/timeout``).
    public static let sharedCacheDeadline = SleepPurpose("shared cache deadline")
}

/// The first of several outcomes, handed to the one task that waits for it.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case waiting(CheckedContinuation<Value, any Error>?)
        case settled(Result<Value, any Error>)
    }

    private let state = Locked(State.waiting(nil))

    /// Keeps `result` unless an outcome came first, and resumes the waiter.
    func settle(_ result: Result<Value, any Error>) {
        let waiter: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard case .waiting(let waiter) = state else { return nil }
            state = .settled(result)
            return waiter
        }
        waiter?.resume(with: result)
    }

    /// The first outcome, once there is one.
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let settled: Result<Value, any Error>? = state.withLock { state in
                switch state {
                case .settled(let result): return result
                case .waiting:
                    state = .waiting(continuation)
                    return nil
                }
            }
            if let settled { continuation.resume(with: settled) }
        }
    }
}
