/// Everything the decorators need, built once by the Composer at the root and handed to every
/// decorator: the logger, the metrics recorder, the cache, the retry policy, the stopwatch that
/// times calls, and which concerns are on.
///
/// ```swift
/// let concerns = Concerns(
///     logger: Logger(service: ConsoleLogger()),
///     metrics: InMemoryMetricsRecorder(),
///     cache: InMemoryCacheStore(),
///     retryPolicy: RetryPolicy(maxAttempts: 3)
/// )
/// let catalog = LiveCatalog().decorated(with: concerns)
/// ```
public struct Concerns: Sendable {
    /// Receives the logging decorators' events.
    public var logger: Logger
    /// Receives the metrics decorators' counters and durations.
    public var metrics: any MetricsRecorder
    /// Holds the caching decorators' results.
    public var cache: any CacheStore
    /// How the retrying decorators retry.
    public var retryPolicy: RetryPolicy
    /// Times calls for logs and metrics.
    public var stopwatch: Stopwatch
    /// The concerns that act; a decorator whose concern is off forwards the call untouched.
    public var enabled: ConcernSet

    /// Creates the concerns.
    public init(
        logger: Logger,
        metrics: any MetricsRecorder,
        cache: any CacheStore,
        retryPolicy: RetryPolicy,
        stopwatch: Stopwatch = .continuous,
        enabled: ConcernSet = .all
    ) {
        self.logger = logger
        self.metrics = metrics
        self.cache = cache
        self.retryPolicy = retryPolicy
        self.stopwatch = stopwatch
        self.enabled = enabled
    }

    /// Whether `concern` acts.
    @inlinable
    public func isEnabled(_ concern: ConcernSet) -> Bool { enabled.contains(concern) }
}
