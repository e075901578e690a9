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
    public func runSynchronously<Value: ~Copyable, Failure: Error>(
        onRetry: (RetryEvent) -> Void = { _ in },
        _ operation: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        var schedule = RetrySchedule(strategy: self, sleeps: sleepsSynchronously)
        var attempt = 1
        while true {
            do {
                let value = try operation()
                schedule.succeeded()
                return value
            } catch {
                guard let delay = schedule.delay(afterFailedAttempt: attempt, error: error) else { throw error }
                onRetry(RetryEvent(attempt: attempt, delay: delay, error: error))
                if delay > .zero { Self.blockingSleep(on: clock, for: delay) }
                attempt += 1
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
            try? await clock.sleep(for: delay)
            done.signal()
        }
        done.wait()
    }
}
