import Crosscut

extension Concerns {
    /// The concerns of the onboarding: events to `logger` (debug and up, so cache hits show),
    /// metrics to `metrics`, an in-memory cache, and up to four attempts with exponential backoff
    /// and full jitter drawn from `seed`, all timed and slept on `clock`.
    public static func onboarding(
        logger: EventLogger,
        metrics: any MetricsRecorder,
        seed: UInt64,
        clock: any Clock<Duration>
    ) -> Concerns {
        Concerns(
            logger: logger,
            metrics: metrics,
            cache: InMemoryCacheStore(capacity: 64, defaultTTL: .seconds(300), clock: clock),
            retryStrategy: RetryStrategy(
                maxAttempts: 4,
                backoff: .exponential(initial: .milliseconds(200), multiplier: 2, cap: .seconds(2)),
                jitter: .full,
                randomSource: .seeded(seed),
                clock: clock
            ),
            stopwatch: Stopwatch(clock: clock)
        )
    }
}
