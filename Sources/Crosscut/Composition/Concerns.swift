/// Everything the decorators need, built once by the Composer at the root and handed to every
/// decorator: the tracer, the logger, the metrics recorder, the cache, the retry strategy, the
/// circuit breakers, the timeout, the stopwatch that times calls, and which concerns are on.
///
/// ```swift
/// let concerns = Concerns(
///     logger: EventLogger(sink: ConsoleEventSink()),
///     metrics: InMemoryMetricsRecorder(),
///     cache: InMemoryCacheStore(),
///     retryStrategy: RetryStrategy(maxAttempts: 3)
/// )
/// let catalog = LiveCatalog().decorated(with: concerns)
/// ```
///
/// Every part has a default, so `Concerns()` logs to the console, keeps metrics and cached results
/// in memory and retries with ``RetryStrategy/default``; it traces nothing until given a ``tracer``. In tests, inject in-memory sinks and a
/// manual clock so that every event, count and duration is exact:
///
/// ```swift
/// let events = InMemoryEventSink()
/// let metrics = InMemoryMetricsRecorder()
/// let clock = ManualClock()
/// let concerns = Concerns(
///     logger: EventLogger(sink: events, minimumLevel: .trace, dateProvider: FixedDateProvider()),
///     metrics: metrics,
///     cache: InMemoryCacheStore(clock: clock),
///     retryStrategy: .none,
///     stopwatch: Stopwatch(clock: clock)
/// )
/// ```
public struct Concerns: Sendable {
    /// Starts the tracing decorators' spans; while `nil`, traced calls forward untouched.
    public var tracer: (any CallTracer)?
    /// Receives the logging decorators' events.
    public var logger: EventLogger
    /// Receives the metrics decorators' counters and durations.
    public var metrics: any MetricsRecorder
    /// Holds the caching decorators' results.
    public var cache: any CacheStore
    /// How the retrying decorators retry.
    public var retryStrategy: RetryStrategy
    /// The circuit-breaking decorators' breakers, by name.
    public var circuitBreakers: CircuitBreakers
    /// How long each attempt of the timing-out decorators' calls may take.
    public var timeout: TimeoutPolicy
    /// Times calls for logs and metrics.
    public var stopwatch: Stopwatch
    /// The concerns that act; a decorator whose concern is off forwards the call untouched.
    public var enabled: ConcernSet

    /// Creates the concerns; each part left out gets a default that works without set-up.
    ///
    /// - Parameters:
    ///   - tracer: Where spans go; by default none, and nothing is traced.
    ///   - logger: Where events go; by default a ``ConsoleEventSink`` at ``EventLevel/info``.
    ///   - metrics: Where counters and durations go; by default an ``InMemoryMetricsRecorder``.
    ///   - cache: Where cached results live; by default an ``InMemoryCacheStore``.
    ///   - retryStrategy: How retrying decorators retry; by default ``RetryStrategy/default``.
    ///   - circuitBreakers: The circuit-breaking decorators' breakers; by default breakers of
    ///     ``CircuitBreakerPolicy/default`` on the continuous clock.
    ///   - timeout: How long each timed-out attempt may take; by default ``TimeoutPolicy/default``.
    ///   - stopwatch: Times calls; by default the continuous clock.
    ///   - enabled: The concerns that act; by default all of them.
    public init(
        tracer: (any CallTracer)? = nil,
        logger: EventLogger = EventLogger(sink: ConsoleEventSink()),
        metrics: any MetricsRecorder = InMemoryMetricsRecorder(),
        cache: any CacheStore = InMemoryCacheStore(),
        retryStrategy: RetryStrategy = .default,
        circuitBreakers: CircuitBreakers = CircuitBreakers(),
        timeout: TimeoutPolicy = .default,
        stopwatch: Stopwatch = .continuous,
        enabled: ConcernSet = .all
    ) {
        self.tracer = tracer
        self.logger = logger
        self.metrics = metrics
        self.cache = cache
        self.retryStrategy = retryStrategy
        self.circuitBreakers = circuitBreakers
        self.timeout = timeout
        self.stopwatch = stopwatch
        self.enabled = enabled
    }

    /// Whether `concern` acts.
    @inlinable
    public func isEnabled(_ concern: Concern) -> Bool { enabled.contains(concern) }
}
