/// How a failing call is tried again: how many times, how long to wait between tries, which errors
/// are worth another try, and the limits that keep retries from hammering a failing dependency.
///
/// A strategy is a `Sendable` value: build it once at the Composer and share it. Run an operation
/// under it with ``run(isolation:onRetry:_:)`` (async, sleeps between attempts) or
/// ``runSynchronously(onRetry:_:)`` (sync, see there for how it waits).
///
/// ```swift
/// let strategy = RetryStrategy(
///     maxAttempts: 4,
///     backoff: .exponential(initial: .milliseconds(100), multiplier: 2, cap: .seconds(2)),
///     jitter: .full,
///     deadline: .seconds(5),
///     budget: RetryBudget(capacity: 20, tokensPerSecond: 2)
/// )
/// let sessions = try await strategy.run { try await catalog.sessions(for: .sleep) }
/// ```
public struct RetryStrategy: Sendable {
    /// How many times a call is tried in all, the first try included. Values below 1 count as 1.
    public var maxAttempts: Int
    /// How long to wait before each retry, before jitter.
    public var backoff: Backoff
    /// How the backoff's delays are randomized so that many clients do not retry in lockstep.
    public var jitter: Jitter
    /// Where jitter draws its random numbers; seed it in tests for exact delays.
    public var randomSource: RandomSource
    /// Decides whether an error is worth another attempt. The default retries every error except
    /// `CancellationError`. A ``CircuitOpenError`` or a ``CallRefusal`` is never retried, whatever
    /// this says.
    public var isRetryable: @Sendable (any Error) -> Bool
    /// The most time a call may take from the start of its first attempt, on ``clock``. No retry is
    /// started whose delay would end past it; an attempt in flight is not interrupted. `nil` means no
    /// limit.
    public var deadline: Duration?
    /// A token bucket, usually shared by many calls, that each retry must take a token from; when it
    /// is empty calls fail at once instead of retrying. `nil` means retries are limited only by
    /// ``maxAttempts`` and ``deadline``.
    public var budget: RetryBudget?
    /// The clock that measures the deadline and that async execution sleeps on; `nil` (the default)
    /// for the clock of the ``Concerns`` it belongs to, or the continuous clock when run on its own.
    public var clock: (any Clock<Duration>)?
    /// Whether synchronous execution blocks the caller's thread for the backoff delays. When
    /// `false` (the default), sync retries follow each other at once, with a delay of zero.
    public var sleepsSynchronously: Bool

    /// Creates a strategy. Every argument has a default; the defaults make ``default``.
    public init(
        maxAttempts: Int = 3,
        backoff: Backoff = .exponential(initial: .milliseconds(100), multiplier: 2, cap: .seconds(5)),
        jitter: Jitter = .full,
        randomSource: RandomSource = .system,
        isRetryable: @escaping @Sendable (any Error) -> Bool = RetryStrategy.retriesAllButCancellation,
        deadline: Duration? = nil,
        budget: RetryBudget? = nil,
        clock: (any Clock<Duration>)? = nil,
        sleepsSynchronously: Bool = false
    ) {
        self.maxAttempts = maxAttempts
        self.backoff = backoff
        self.jitter = jitter
        self.randomSource = randomSource
        self.isRetryable = isRetryable
        self.deadline = deadline
        self.budget = budget
        self.clock = clock
        self.sleepsSynchronously = sleepsSynchronously
    }

    /// ``clock``, or the continuous clock when it is `nil`.
    @usableFromInline
    var runningClock: any Clock<Duration> { clock ?? ContinuousClock() }

    /// Tries once and never retries.
    public static let none = RetryStrategy(maxAttempts: 1)

    /// Three attempts, exponential backoff from 100 ms doubling up to 5 s, full jitter, no deadline
    /// and no budget.
    public static let `default` = RetryStrategy()

    /// The default ``isRetryable``: every error except `CancellationError`.
    @Sendable
    public static func retriesAllButCancellation(_ error: any Error) -> Bool {
        !(error is CancellationError)
    }

    /// ``maxAttempts``, at least 1.
    var attemptLimit: Int { max(1, maxAttempts) }
}
