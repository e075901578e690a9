@_spi(CrosscutTesting) import Crosscut

/// `Concerns` ready for tests: the real in-memory parts — tracer, event sink, metrics recorder and cache —
/// with fixed timestamps and one manual clock that every part reads — it times calls, expires cache
/// entries, ends circuit breakers' breaks, measures timeouts and paces retries — so every event,
/// count and duration a test sees is exact. A timeout's deadline and a retry's backoff sleep on it
/// with different purposes (``SleepPurpose``), so a test waits for the one it means. Its parts are
/// there for any decorator: none counts as set (`Concerns.partsNoDecoratorReads`) until the test sets it.
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
    /// The concerns' clock: moves only when the test advances it.
    public let clock = ManualClock()
    /// Stamps every event; `1970-01-01T00:00:00Z` until the test changes it.
    public let dates = FixedDateProvider()
    /// Holds cached results, expiring them on ``clock``.
    public let cache: InMemoryCacheStore
    /// The circuit breakers, their breaks measured on ``clock``.
    public var circuitBreakers: CircuitBreakers { concerns.circuitBreakers }
    /// The concerns to decorate with.
    public var concerns: Concerns

    /// Creates the concerns.
    ///
    /// - Parameters:
    ///   - retryStrategy: How retrying decorators retry; by default not at all. Unless it has a
    ///     clock of its own, its backoffs sleep on ``clock``: the test advances it past each one.
    ///   - enabled: The concerns that act.
    ///   - minimumLevel: The lowest level logged.
    ///   - cacheCapacity: How many results the cache holds.
    ///   - defaultTTL: How long a result without a TTL of its own stays cached.
    ///   - circuitBreakerPolicy: When the circuit breakers open and for how long.
    ///   - timeoutLimit: How long each timed-out attempt may take on ``clock``.
    public init(
        retryStrategy: RetryStrategy = .none,
        enabled: ConcernSet = .all,
        minimumLevel: EventLevel = .trace,
        cacheCapacity: Int = 100,
        defaultTTL: Duration = .seconds(300),
        circuitBreakerPolicy: CircuitBreakerPolicy = .default,
        timeoutLimit: Duration = .seconds(10)
    ) {
        cache = InMemoryCacheStore(capacity: cacheCapacity, defaultTTL: defaultTTL, clock: clock)
        concerns = Concerns(
            clock: clock,
            tracer: tracer,
            logger: EventLogger(sink: log, minimumLevel: minimumLevel, dateProvider: dates),
            metrics: metrics,
            cache: cache,
            retryStrategy: retryStrategy,
            circuitBreakers: CircuitBreakers(policy: circuitBreakerPolicy),
            timeout: TimeoutPolicy(limit: timeoutLimit),
            enabled: enabled
        )
        // Every part is there for whichever decorator a test makes: none is a composer's choice.
        concerns.countNoPartAsSet()
    }

    /// The events named `name`, oldest first.
    public func events(named name: String) -> [EventRecord] {
        log.events.filter { $0.name == name }
    }
}
