/// One retry, as a strategy reports it before waiting: which attempt failed, how long the strategy
/// waits before the next one, and why.
public struct RetryEvent {
    /// The attempt that failed, counting from 1; the next attempt is `attempt + 1`.
    public var attempt: Int
    /// How long the strategy waits before the next attempt.
    public var delay: Duration
    /// The error the failed attempt threw.
    public var error: any Error

    /// Creates a retry event.
    public init(attempt: Int, delay: Duration, error: any Error) {
        self.attempt = attempt
        self.delay = delay
        self.error = error
    }
}
