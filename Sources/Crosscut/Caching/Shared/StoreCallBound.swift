/// Bounds the calls to a ``SharedCacheStore``: each call runs in a task of its own, and its caller
/// goes on when it ends or when `limit` passes on `clock`, whichever comes first — even when the
/// store ignores cancellation, so a hung store never holds a service's call. The late call is
/// cancelled.
///
/// One watcher keeps every call's deadline, rather than a timer per call: the calls share one
/// limit, so their deadlines fall in the order they started. The watcher sleeps until the oldest
/// pending call's deadline, times out the calls whose deadline has passed and sleeps again; it
/// runs while calls are pending, and for at most `limit` after the last one.
final class StoreCallBound: Sendable {
    let limit: Duration
    private let clock: any Clock<Duration>
    private let stopwatch: Stopwatch
    private let calls = Locked(PendingCalls())

    init(limit: Duration, clock: any Clock<Duration>) {
        self.limit = limit
        self.clock = clock
        stopwatch = Stopwatch(clock: clock)
    }

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
        let call = watch(outcome)
        defer {
            work.cancel()
            calls.withLock { $0.pending[call] = nil }
        }
        return try await withTaskCancellationHandler {
            try await outcome.value()
        } onCancel: {
            outcome.settle(.failure(CancellationError()))
        }
    }

    /// Gives `outcome` a deadline, and starts the watcher when none runs.
    private func watch(_ outcome: some DeadlineBound) -> UInt64 {
        let (call, startsWatcher) = calls.withLock { calls in
            let call = calls.next
            calls.next += 1
            calls.pending[call] = PendingCall(deadline: stopwatch.now() + limit, outcome: outcome)
            defer { calls.watching = true }
            return (call, !calls.watching)
        }
        if startsWatcher {
            Task { await keepDeadlines() }
        }
        return call
    }

    /// The watcher: times out every call whose deadline has passed, then sleeps until the next one.
    private func keepDeadlines() async {
        while let next = timeOutLateCalls() {
            try? await clock.sleep(for: next - stopwatch.now(), purpose: .sharedCacheDeadline)
        }
    }

    /// Settles every pending call whose deadline has passed with ``SharedCacheTimeout``, and returns
    /// the next deadline; `nil`, and the watcher ends, when no call is pending.
    private func timeOutLateCalls() -> Duration? {
        let (late, next) = calls.withLock { calls -> ([any DeadlineBound], Duration?) in
            let now = stopwatch.now()
            var late: [any DeadlineBound] = []
            while calls.oldest < calls.next {
                guard let call = calls.pending[calls.oldest] else {
                    calls.oldest += 1  // ended before its deadline
                    continue
                }
                guard call.deadline <= now else { return (late, call.deadline) }
                late.append(call.outcome)
                calls.pending[calls.oldest] = nil
                calls.oldest += 1
            }
            calls.watching = false
            return (late, nil)
        }
        for outcome in late { outcome.timeOut(SharedCacheTimeout(limit: limit)) }
        return next
    }
}

/// The calls a ``StoreCallBound`` keeps deadlines for, numbered in the order they started.
private struct PendingCalls {
    /// The calls that have not ended, by number.
    var pending: [UInt64: PendingCall] = [:]
    /// The number the next call gets.
    var next: UInt64 = 0
    /// No call numbered below it is pending.
    var oldest: UInt64 = 0
    /// Whether the watcher runs.
    var watching = false
}

private struct PendingCall {
    let deadline: Duration
    let outcome: any DeadlineBound
}

/// What the watcher times out.
private protocol DeadlineBound: AnyObject, Sendable {
    func timeOut(_ timeout: SharedCacheTimeout)
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
private final class FirstOutcome<Value: Sendable>: DeadlineBound {
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

    func timeOut(_ timeout: SharedCacheTimeout) { settle(.failure(timeout)) }

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
