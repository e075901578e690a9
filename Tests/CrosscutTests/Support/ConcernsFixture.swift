import Crosscut

/// `Concerns` wired to the real in-memory parts — logger, metrics recorder and cache — and to a
/// manual clock that times calls and expires cache entries, so every event, count and duration is
/// exact.
struct ConcernsFixture {
    let log = InMemoryLogger()
    let metrics = InMemoryMetricsRecorder()
    let clock = ManualClock()
    let cache: InMemoryCacheStore
    let concerns: Concerns

    /// - Parameter retriesOnFixtureClock: whether `retryPolicy` waits on ``clock`` (so a test
    ///   advances it past each backoff) instead of its own clock.
    init(
        retryPolicy: RetryPolicy = .none,
        retriesOnFixtureClock: Bool = false,
        enabled: ConcernSet = .all,
        minimumLevel: LogLevel = .trace,
        cacheCapacity: Int = 100
    ) {
        var retryPolicy = retryPolicy
        if retriesOnFixtureClock { retryPolicy.clock = clock }
        cache = InMemoryCacheStore(capacity: cacheCapacity, clock: clock)
        concerns = Concerns(
            logger: Logger(service: log, minimumLevel: minimumLevel, dateProvider: FixedDateProvider()),
            metrics: metrics,
            cache: cache,
            retryPolicy: retryPolicy,
            stopwatch: Stopwatch(clock: clock),
            enabled: enabled
        )
    }
}
