extension RetryStrategy {
    /// How a backoff delay is randomized, so that many clients failing together do not retry in
    /// lockstep. The names follow the AWS Architecture Blog's "Exponential Backoff And Jitter".
    ///
    /// With `delay` the backoff's delay for this retry and `random(a...b)` a draw from the strategy's
    /// ``RetryStrategy/randomSource``:
    public enum Jitter: Sendable, Hashable {
        /// `delay`, unchanged.
        case none
        /// `random(0...delay)`.
        case full
        /// `delay / 2 + random(0...delay / 2)`.
        case equal
        /// `min(ceiling, random(first...previous * 3))`, where `first` is the backoff's first delay,
        /// `ceiling` its longest (the cap, or the constant), and `previous` the delay actually used
        /// before the previous retry (`first` before the first retry).
        case decorrelated

        /// The jittered delay before retry number `retry`.
        func delay(
            beforeRetry retry: Int,
            backoff: Backoff,
            previous: Duration?,
            random: RandomSource
        ) -> Duration {
            switch self {
            case .none:
                return backoff.delay(beforeRetry: retry)
            case .full:
                return random.duration(in: .zero, backoff.delay(beforeRetry: retry))
            case .equal:
                let half = backoff.delay(beforeRetry: retry) / 2
                return half + random.duration(in: .zero, half)
            case .decorrelated:
                let first = backoff.first
                let upper = max(first, (previous ?? first) * 3)
                return min(backoff.ceiling, random.duration(in: first, upper))
            }
        }
    }
}
