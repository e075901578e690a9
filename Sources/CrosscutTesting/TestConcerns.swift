import Crosscut

/// `Concerns` ready for tests: the real in-memory parts — tracer, event sink, metrics recorder and cache —
/// with fixed timestamps and a manual clock that times calls, expires cache entries, ends circuit
/// breakers' breaks and measures timeouts, so every event, count and duration a test sees is exact.
///
/// ```swift
/// let test = TestConcerns()
/// let catalog = LiveCatalog().decorated(with: test.concerns)
/// _ = try await catalog.sessions(for: .sleep)
/// #expect(test.events(named: "Catalog.sessions(for:)").count == 1)
/// ```
public struct TestConcerns: Sendable {
    /// Every span of the concerns' traced calls.
    public let tracer = InMemoryCallTracer()
    /// Every event the concerns log, at any level down to the minimum level.
    public let log = InMemoryEventSink()
    /// Every counter and duration the concerns record.
    public let metrics = InMemoryMetricsRecorder()
    /// Times calls and expires cache entries; moves only when the test advances it.
    public let clock = ManualClock()
    /// Stamps every event; `1970-01-01T00:00:00Z` until the test changes it.
    public let dates = FixedDateProvider()
    /// Holds cached results, expiring them on ``clock``.
    public let cache: InMemoryCacheStore
    /// The circuit breakers, their breaks measured on ``clock``.
    public let circuitBreakers: CircuitBreakers
    /// The concerns to decorate with.
    public var concerns: Concerns

    /// Creates the concerns.
    ///
    /// - Parameters:
    ///   - retryStrategy: How retrying decorators retry; by default not at all.
    ///   - retriesOnManualClock: Whether `retryStrategy` sleeps on ``clock`` (so that the test
    ///     advances it past each backoff) instead of its own clock.
    ///   - enabled: The concerns that act.
    ///   - minimumLevel: The lowest level logged.
    ///   - cacheCapacity: How many results the cache holds.
    ///   - defaultTTL: How long a result without a TTL of its own stays cached.
    ///   - circuitBreakerPolicy: When the circuit breakers open and for how long.
    ///   - timeoutLimit: How long each timed-out attempt may take on ``clock``.
    public init(
        retryStrategy: RetryStrategy = .none,
        retriesOnManualClock: Bool = false,
        enabled: ConcernSet = .all,
        minimumLevel: EventLevel = .trace,
        cacheCapacity: Int = 100,
        defaultTTL: Duration = .seconds(300),
        circuitBreakerPolicy: CircuitBreakerPolicy = .default,
        timeoutLimit: Duration = .seconds(10)
    ) {
        var retryStrategy = retryStrategy
        if retriesOnManualClock { retryStrategy.clock = clock }
        cache = InMemoryCacheStore(capacity: cacheCapacity, defaultTTL: defaultTTL, clock: clock)
        circuitBreakers = CircuitBreakers(policy: circuitBreakerPolicy, stopwatch: Stopwatch(clock: clock))
        concerns = Concerns(
            tracer: tracer,
            logger: EventLogger(sink: log, minimumLevel: minimumLevel, dateProvider: dates),
            metrics: metrics,
            cache: cache,
            retryStrategy: retryStrategy,
            circuitBreakers: circuitBreakers,
            timeout: TimeoutPolicy(limit: timeoutLimit, clock: clock),
            stopwatch: Stopwatch(clock: clock),
            enabled: enabled
        )
    }

    /// The events named `name`, oldest first.
    public func events(named name: String) -> [EventRecord] {
        log.events.filter { $0.name == name }
    }
}
