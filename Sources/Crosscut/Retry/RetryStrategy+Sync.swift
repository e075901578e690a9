import Foundation

extension RetryStrategy {
    /// Runs a synchronous `operation`, retrying it as the strategy says.
    ///
    /// The same rules as the async ``run(isolation:onRetry:_:)`` decide whether to retry. Waiting
    /// differs: by default nothing sleeps on the caller's thread — retries follow each other at
    /// once and `onRetry` reports a delay of zero (the deadline and the budget still apply). Set
    /// ``sleepsSynchronously`` to block the calling thread for the jittered backoff delays instead:
    /// on `ContinuousClock` and `SuspendingClock` with `Thread.sleep`, on any other clock (for example
    /// a `ManualClock`) by waiting for the clock's own sleep to end. Sync execution cannot see task
    /// cancellation. It has its own name so that an async caller never picks it by accident.
    ///
    /// ```swift
    /// let settings = try strategy.runSynchronously { try SettingsFile.load() }
    /// ```
    @inlinable
    public func runSynchronously<Value: ~Copyable, Failure: Error>(
        onRetry: (RetryEvent) -> Void = { _ in },
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // The first attempt, inlined into the caller, as in `run`.
        let start = deadlineStart()
        do {
            let value = try operation()
            recordSuccess()
            return value
        } catch {
            return try retrySynchronously(after: error, since: start, onRetry: onRetry, operation)
        }
    }

    /// The attempts after a failed first one.
    @usableFromInline
    func retrySynchronously<Value: ~Copyable, Failure: Error>(
        after firstError: Failure,
        since start: (any InstantProtocol<Duration>)?,
        onRetry: (RetryEvent) -> Void,
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        var schedule = RetrySchedule(sleeps: sleepsSynchronously, start: start)
        var error = firstError
        var attempt = 1
        while true {
            guard let delay = schedule.delay(afterFailedAttempt: attempt, error: error, under: self) else {
                throw error
            }
            onRetry(RetryEvent(attempt: attempt, delay: delay, error: error))
            if delay > .zero { Self.blockingSleep(on: runningClock, for: delay) }
            attempt += 1
            do {
                let value = try operation()
                recordSuccess()
                return value
            } catch let failure {
                error = failure
            }
        }
    }

    /// Blocks the calling thread for `delay` on `clock`.
    private static func blockingSleep(on clock: any Clock<Duration>, for delay: Duration) {
        if clock is ContinuousClock || clock is SuspendingClock {
            Thread.sleep(forTimeInterval: delay.inSeconds)
            return
        }
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            try? await clock.sleep(for: delay, purpose: .retryBackoff)
            done.signal()
        }
        done.wait()
    }
}
