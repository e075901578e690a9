/// Everything the decorators need, built once by the Composer at the root and handed to every
/// decorator: the tracer, the logger, the metrics recorder, the cache, the retry strategy, the
/// circuit breakers, the timeout, the clock every part reads, and which concerns are on.
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
/// in memory and retries with ``RetryStrategy/default``; it traces nothing until given a ``tracer``.
///
/// One ``clock`` times calls, and every part that reads the time reads it unless told otherwise:
/// the retry strategy's backoff and deadline and the timeout's deadline when their own `clock` is
/// `nil` (their default), the circuit breakers' breaks when their set was made without one, and
/// the default cache's expiry. In tests, inject in-memory sinks and one manual clock, so that every
/// event, count and duration is exact:
///
/// ```swift
/// let events = InMemoryEventSink()
/// let metrics = InMemoryMetricsRecorder()
/// let concerns = Concerns(
///     clock: ManualClock(),
///     logger: EventLogger(sink: events, minimumLevel: .trace, dateProvider: FixedDateProvider()),
///     metrics: metrics,
///     retryStrategy: .none
/// )
/// ```
public struct Concerns: Sendable {
    /// Starts the tracing decorators' spans; while `nil`, traced calls forward untouched.
    public var tracer: (any CallTracer)? {
        didSet { noteSet(.tracer, if: tracer != nil) }
    }
    /// Receives the logging decorators' events.
    public var logger: EventLogger
    /// Receives the metrics decorators' counters and durations.
    public var metrics: any MetricsRecorder
    /// Holds the caching decorators' results.
    public var cache: any CacheStore
    /// The store that every instance of a service shares, behind ``cache``, for members cached with
    /// `shared`; `nil` (the default) keeps them in ``cache`` alone.
    public var sharedCache: SharedCache? {
        didSet { noteSet(.sharedCache, if: sharedCache != nil) }
    }
    /// How the retrying decorators retry; a strategy set without a clock of its own sleeps on
    /// ``clock``.
    public var retryStrategy: RetryStrategy {
        didSet {
            retryStrategy.clock = retryStrategy.clock ?? clock
            noteSet(.retryStrategy, if: retryStrategy.maxAttempts > 1)
        }
    }
    /// The circuit-breaking decorators' breakers, by name; a set made without a clock measures its
    /// breaks on ``clock``.
    public var circuitBreakers: CircuitBreakers {
        didSet {
            circuitBreakers.adopt(stopwatch)
            noteSet(.circuitBreakers)
        }
    }
    /// How long each attempt of the timing-out decorators' calls may take; a policy set without a
    /// clock of its own measures on ``clock``.
    public var timeout: TimeoutPolicy {
        didSet {
            timeout.clock = timeout.clock ?? clock
            noteSet(.timeout)
        }
    }
    /// Decides whether the current ``Caller`` may make the authorizing decorators' calls.
    public var accessPolicy: AccessPolicy {
        didSet { noteSet(.accessPolicy) }
    }
    /// The clock every part reads unless told otherwise (see above): the continuous clock, or a
    /// `ManualClock` in tests.
    public let clock: any Clock<Duration>
    /// Times calls for logs and metrics, on ``clock``.
    public let stopwatch: Stopwatch
    /// The concerns that act; a decorator whose concern is off forwards the call untouched.
    public var enabled: ConcernSet
    /// The notices about this set-up already given, each said once.
    let noticesSaid = NoticesSaid()
    /// What each concern keeps for all the decorators made with these concerns.
    let states = ConcernStates()
    /// The parts set to other than their defaults (``partsNoDecoratorReads``).
    var partsSet: Set<Part>
    /// What the decorators made with these concerns read of them.
    let decoratorsMade = DecoratorsMade()

    /// Creates the concerns; each part left out gets a default that works without set-up.
    ///
    /// - Parameters:
    ///   - clock: The clock every part reads unless told otherwise; by default the continuous clock.
    ///   - tracer: Where spans go; by default none, and nothing is traced.
    ///   - logger: Where events go; by default a ``ConsoleEventSink`` at ``EventLevel/info``.
    ///   - metrics: Where counters and durations go; by default an ``InMemoryMetricsRecorder``.
    ///   - cache: Where cached results live; by default an ``InMemoryCacheStore`` expiring on `clock`.
    ///   - retryStrategy: How retrying decorators retry; by default ``RetryStrategy/default``.
    ///   - circuitBreakers: The circuit-breaking decorators' breakers; by default breakers of
    ///     ``CircuitBreakerPolicy/default``.
    ///   - timeout: How long each timed-out attempt may take; by default ``TimeoutPolicy/default``.
    ///   - accessPolicy: What callers may call; by default ``AccessPolicy/rolesIncludePermission``.
    ///   - enabled: The concerns that act; by default all of them.
    public init<C: Clock<Duration>>(
        clock: C = ContinuousClock(),
        tracer: (any CallTracer)? = nil,
        logger: EventLogger = EventLogger(sink: ConsoleEventSink()),
        metrics: any MetricsRecorder = InMemoryMetricsRecorder(),
        cache: (any CacheStore)? = nil,
        retryStrategy: RetryStrategy = .default,
        circuitBreakers: CircuitBreakers = CircuitBreakers(),
        timeout: TimeoutPolicy = .default,
        accessPolicy: AccessPolicy = .rolesIncludePermission,
        enabled: ConcernSet = .all
    ) {
        self.clock = clock
        stopwatch = Stopwatch(clock: clock)
        self.tracer = tracer
        self.logger = logger
        self.metrics = metrics
        self.cache = cache ?? InMemoryCacheStore(clock: clock)
        self.retryStrategy = retryStrategy
        self.retryStrategy.clock = retryStrategy.clock ?? clock
        self.circuitBreakers = circuitBreakers
        circuitBreakers.adopt(stopwatch)
        self.timeout = timeout
        self.timeout.clock = timeout.clock ?? clock
        self.accessPolicy = accessPolicy
        self.enabled = enabled
        partsSet = Self.partsSet(
            tracer: tracer, retryStrategy: retryStrategy, circuitBreakers: circuitBreakers, timeout: timeout,
            accessPolicy: accessPolicy)
    }

    /// Whether `concern` acts.
    @inlinable
    public func isEnabled(_ concern: Concern) -> Bool { enabled.contains(concern) }

    /// Counts `part` as set when `condition` holds.
    private mutating func noteSet(_ part: Part, if condition: Bool = true) {
        if condition { partsSet.insert(part) }
    }
}
