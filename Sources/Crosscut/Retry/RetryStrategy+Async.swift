extension RetryStrategy {
    /// Runs `operation`, retrying it as the strategy says, sleeping on ``clock`` between attempts.
    ///
    /// The first attempt always runs. After a failure the strategy gives up (throwing that error)
    /// when no attempt is left, the error is not retryable, the delay would end past the
    /// ``deadline`` or the ``budget`` is empty; otherwise it reports the retry to `onRetry`, sleeps
    /// the delay and tries again.
    ///
    /// Cancellation: a cancelled task stops waiting at once and starts no further attempt. The
    /// caller then sees `CancellationError` when `Failure` can hold it (`any Error`, or
    /// `CancellationError` itself); with any other typed `Failure` it sees the last attempt's error.
    ///
    /// The value may be noncopyable: the successful attempt's value is returned, never copied.
    ///
    /// ```swift
    /// let account = try await strategy.run { try await remote.signIn(token: token) }
    /// ```
    @inlinable
    public func run<Value: ~Copyable, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        onRetry: (RetryEvent) -> Void = { _ in },
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        // The first attempt, inlined into the caller: a success reads no clock unless a deadline
        // needs it, and builds nothing.
        let start = deadlineStart()
        do {
            let value = try await operation()
            recordSuccess()
            return value
        } catch {
            return try await retry(after: error, since: start, isolation: isolation, onRetry: onRetry, operation)
        }
    }

    /// The attempts after a failed first one.
    @usableFromInline
    func retry<Value: ~Copyable, Failure: Error>(
        after firstError: Failure,
        since start: (any InstantProtocol<Duration>)?,
        isolation: isolated (any Actor)?,
        onRetry: (RetryEvent) -> Void,
        _ operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        var schedule = RetrySchedule(sleeps: true, start: start)
        var error = firstError
        var attempt = 1
        while true {
            if Task.isCancelled { throw Self.cancellation(orElse: error) }
            guard let delay = schedule.delay(afterFailedAttempt: attempt, error: error, under: self) else {
                throw error
            }
            onRetry(RetryEvent(attempt: attempt, delay: delay, error: error))
            guard await sleep(for: delay) else { throw Self.cancellation(orElse: error) }
            attempt += 1
            do {
                let value = try await operation()
                recordSuccess()
                return value
            } catch let failure {
                error = failure
            }
        }
    }

    /// Sleeps `delay` on the clock; `false` when the task is cancelled before or during the sleep.
    private func sleep(for delay: Duration) async -> Bool {
        if delay > .zero {
            do { try await runningClock.sleep(for: delay, purpose: .retryBackoff) } catch { return false }
        }
        return !Task.isCancelled
    }

    /// `CancellationError` if `Failure` can hold it, otherwise `error`.
    static func cancellation<Failure: Error>(orElse error: Failure) -> Failure {
        (CancellationError() as? Failure) ?? error
    }
}
