/// A token bucket that limits retries across many calls, so that a dependency that keeps failing
/// is not hammered by every caller retrying it.
///
/// Each retry takes one token; calls whose bucket is empty give up at once with their last error.
/// Tokens come back over time (`tokensPerSecond`, on `clock`) and, optionally, with every call that
/// succeeds (`tokensPerSuccess`), never beyond `capacity`. The bucket starts full.
///
/// Share one budget between the calls to one dependency:
///
/// ```swift
/// let catalogBudget = RetryBudget(capacity: 10, tokensPerSecond: 1)
/// let strategy = RetryStrategy(maxAttempts: 4, budget: catalogBudget)
/// ```
public final class RetryBudget: Sendable {
    private struct State {
        var tokens: Double
        var lastRefill: Duration
    }

    /// The most tokens the bucket holds.
    public let capacity: Double
    /// Tokens added per second of the budget's clock.
    public let tokensPerSecond: Double
    /// Tokens added by each call that succeeds.
    public let tokensPerSuccess: Double
    private let stopwatch: Stopwatch
    private let state: Locked<State>

    /// Creates a full bucket.
    ///
    /// - Parameters:
    ///   - capacity: The most tokens the bucket holds, and how many it starts with.
    ///   - tokensPerSecond: Tokens added per second.
    ///   - tokensPerSuccess: Tokens added by each successful call.
    ///   - clock: Measures the refill; inject CrosscutTesting's `ManualClock` in tests.
    public init(
        capacity: Int = 10,
        tokensPerSecond: Double = 1,
        tokensPerSuccess: Double = 0,
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.capacity = Double(max(0, capacity))
        self.tokensPerSecond = max(0, tokensPerSecond)
        self.tokensPerSuccess = max(0, tokensPerSuccess)
        stopwatch = Stopwatch(clock: clock)
        state = Locked(State(tokens: Double(max(0, capacity)), lastRefill: .zero))
    }

    /// The tokens in the bucket now.
    public var availableTokens: Double {
        state.withLock { refill(&$0) }
    }

    /// Takes one token for a retry; `false` when the bucket holds less than one.
    public func withdraw() -> Bool {
        state.withLock { state in
            guard refill(&state) >= 1 else { return false }
            state.tokens -= 1
            return true
        }
    }

    /// Adds ``tokensPerSuccess`` for a call that succeeded.
    public func recordSuccess() {
        guard tokensPerSuccess > 0 else { return }
        state.withLock { state in
            state.tokens = min(capacity, refill(&state) + tokensPerSuccess)
        }
    }

    @discardableResult
    private func refill(_ state: inout State) -> Double {
        let now = stopwatch.now()
        let elapsed = now - state.lastRefill
        state.lastRefill = now
        let added = elapsed.inSeconds * tokensPerSecond
        state.tokens = min(capacity, state.tokens + added)
        return state.tokens
    }
}
