import Crosscut

/// `Concerns` wired to the real in-memory parts — logger, metrics recorder and cache — and to a
/// manual clock that times calls and expires cache entries, so every event, count and duration is
/// exact.
struct ConcernsFixture {
    let log = InMemoryEventSink()
    let metrics = InMemoryMetricsRecorder()
    let clock = ManualClock()
    let cache: InMemoryCacheStore
    let concerns: Concerns

    /// - Parameter retriesOnFixtureClock: whether `retryStrategy` waits on ``clock`` (so a test
    ///   advances it past each backoff) instead of its own clock.
    init(
        retryStrategy: RetryStrategy = .none,
        retriesOnFixtureClock: Bool = false,
        enabled: ConcernSet = .all,
        minimumLevel: EventLevel = .trace,
        cacheCapacity: Int = 100
    ) {
        var retryStrategy = retryStrategy
        if retriesOnFixtureClock { retryStrategy.clock = clock }
        cache = InMemoryCacheStore(capacity: cacheCapacity, clock: clock)
        concerns = Concerns(
            logger: EventLogger(sink: log, minimumLevel: minimumLevel, dateProvider: FixedDateProvider()),
            metrics: metrics,
            cache: cache,
            retryStrategy: retryStrategy,
            stopwatch: Stopwatch(clock: clock),
            enabled: enabled
        )
    }
}
