extension RetryStrategy {
    /// How long to wait before each retry, before jitter.
    ///
    /// ```swift
    /// .constant(.milliseconds(250))                                        // 250, 250, 250 ms …
    /// .exponential(initial: .milliseconds(100), multiplier: 2, cap: .seconds(1))  // 100, 200, 400, 800, 1000 ms …
    /// ```
    public enum Backoff: Sendable, Hashable {
        /// The same delay before every retry.
        case constant(Duration)
        /// `initial` before the first retry, then each delay `multiplier` times the one before,
        /// never more than `cap`.
        case exponential(initial: Duration, multiplier: Double = 2, cap: Duration)

        /// The delay before retry number `retry` (1 for the first retry).
        public func delay(beforeRetry retry: Int) -> Duration {
            switch self {
            case .constant(let delay):
                return max(.zero, delay)
            case .exponential(let initial, let multiplier, let cap):
                var delay = max(.zero, min(initial, cap))
                var step = 1
                while step < retry, delay < cap {
                    delay = min(delay * multiplier, cap)
                    step += 1
                }
                return delay
            }
        }

        /// The delay before the first retry: the floor of decorrelated jitter.
        var first: Duration { delay(beforeRetry: 1) }

        /// The longest delay the backoff gives: the ceiling of decorrelated jitter.
        var ceiling: Duration {
            switch self {
            case .constant(let delay): max(.zero, delay)
            case .exponential(_, _, let cap): max(.zero, cap)
            }
        }
    }
}
