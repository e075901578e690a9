/// Decides, attempt after attempt, whether a failed call is retried and after what delay. Shared by
/// the async and the sync execution so that both apply the same rules in the same order: attempts
/// left, retryable error, delay (backoff and jitter), deadline, then budget (so that a token is
/// taken only for a retry that happens).
struct RetrySchedule {
    private let policy: RetryPolicy
    private let sleeps: Bool
    private let elapsed: () -> Duration
    private var previousDelay: Duration?

    init(policy: RetryPolicy, sleeps: Bool) {
        self.policy = policy
        self.sleeps = sleeps
        elapsed = Self.timer(on: policy.clock)
    }

    /// The delay before the retry after failed attempt `attempt`, or `nil` to give up.
    mutating func delay(afterFailedAttempt attempt: Int, error: any Error) -> Duration? {
        guard attempt < policy.attemptLimit, policy.isRetryable(error) else { return nil }
        let delay =
            sleeps
            ? policy.jitter.delay(
                beforeRetry: attempt, backoff: policy.backoff, previous: previousDelay, random: policy.randomSource)
            : .zero
        if let deadline = policy.deadline, elapsed() + delay > deadline { return nil }
        if let budget = policy.budget, !budget.withdraw() { return nil }
        previousDelay = delay
        return delay
    }

    /// Reports a call that succeeded to the budget.
    func succeeded() {
        policy.budget?.recordSuccess()
    }

    private static func timer<C: Clock<Duration>>(on clock: C) -> () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
