/// Decides, attempt after attempt, whether a failed call is retried and after what delay. Shared by
/// the async and the sync execution so that both apply the same rules in the same order: attempts
/// left, retryable error, delay (backoff and jitter), deadline, then budget (so that a token is
/// taken only for a retry that happens).
struct RetrySchedule {
    private let strategy: RetryStrategy
    private let sleeps: Bool
    private let elapsed: () -> Duration
    private var previousDelay: Duration?

    init(strategy: RetryStrategy, sleeps: Bool) {
        self.strategy = strategy
        self.sleeps = sleeps
        elapsed = Self.timer(on: strategy.clock)
    }

    /// The delay before the retry after failed attempt `attempt`, or `nil` to give up.
    mutating func delay(afterFailedAttempt attempt: Int, error: any Error) -> Duration? {
        guard attempt < strategy.attemptLimit, strategy.isRetryable(error) else { return nil }
        let delay =
            sleeps
            ? strategy.jitter.delay(
                beforeRetry: attempt, backoff: strategy.backoff, previous: previousDelay, random: strategy.randomSource)
            : .zero
        if let deadline = strategy.deadline, elapsed() + delay > deadline { return nil }
        if let budget = strategy.budget, !budget.withdraw() { return nil }
        previousDelay = delay
        return delay
    }

    /// Reports a call that succeeded to the budget.
    func succeeded() {
        strategy.budget?.recordSuccess()
    }

    private static func timer<C: Clock<Duration>>(on clock: C) -> () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
