/// Decides, attempt after attempt, whether a failed call is retried and after what delay. Shared by
/// the async and the sync execution so that both apply the same rules in the same order: attempts
/// left, retryable error, delay (backoff and jitter), deadline, then budget (so that a token is
/// taken only for a retry that happens).
///
/// Made only once the first attempt has failed: a call that succeeds first time builds none.
struct RetrySchedule {
    private let sleeps: Bool
    /// When the first attempt started, on the strategy's clock; `nil` without a deadline.
    private let start: (any InstantProtocol<Duration>)?
    private var previousDelay: Duration?

    init(sleeps: Bool, start: (any InstantProtocol<Duration>)?) {
        self.sleeps = sleeps
        self.start = start
    }

    /// The delay before the retry after failed attempt `attempt` under `strategy`, or `nil` to
    /// give up: at the attempt limit, on an error the strategy does not retry, and on a
    /// ``CircuitOpenError`` whatever the strategy says (the dependency needs its break), and on a
    /// ``CallRefusal``, which a retry cannot change.
    mutating func delay(afterFailedAttempt attempt: Int, error: any Error, under strategy: RetryStrategy) -> Duration? {
        guard attempt < strategy.attemptLimit, !(error is CircuitOpenError), !(error is any CallRefusal),
            strategy.isRetryable(error)
        else {
            return nil
        }
        let delay =
            sleeps
            ? strategy.jitter.delay(
                beforeRetry: attempt, backoff: strategy.backoff, previous: previousDelay, random: strategy.randomSource)
            : .zero
        if let deadline = strategy.deadline, let start, strategy.elapsed(since: start) + delay > deadline {
            return nil
        }
        if let budget = strategy.budget, !budget.withdraw() { return nil }
        previousDelay = delay
        return delay
    }
}

extension RetryStrategy {
    /// When a call's first attempt starts, read from ``clock`` only when a ``deadline`` needs it;
    /// inlined, so that a strategy without one costs a comparison.
    @inlinable
    func deadlineStart() -> (any InstantProtocol<Duration>)? {
        deadline == nil ? nil : runningClock.now
    }

    /// The time on ``clock`` since `start`.
    func elapsed(since start: any InstantProtocol<Duration>) -> Duration {
        func elapsed<C: Clock<Duration>>(on clock: C) -> Duration {
            guard let start = start as? C.Instant else { return .zero }
            return start.duration(to: clock.now)
        }
        return elapsed(on: runningClock)
    }

    /// Reports a call that succeeded to the budget, when it refills on success; inlined, so that a
    /// strategy without a budget costs a comparison.
    @inlinable
    func recordSuccess() {
        budget?.recordSuccess()
    }
}
