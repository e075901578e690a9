import Crosscut

extension Concerns {
    /// The concerns of the onboarding: events to `logger` (debug and up, so cache hits show),
    /// metrics to `metrics`, an in-memory cache, up to four attempts with exponential backoff and
    /// full jitter drawn from `seed`, a circuit breaker that opens when half of the latest six
    /// attempts failed (three at least) and lets one probe through after 30 seconds, and 300 ms for
    /// each attempt, all timed and slept on `clock`.
    ///
    /// `timesOutAttempts` is `false` for a clock whose sleeps return at once (``InstantClock``): an
    /// attempt's deadline would then race its answer rather than its simulated latency, so the
    /// timeout is switched off.
    public static func onboarding(
        logger: EventLogger,
        metrics: any MetricsRecorder,
        seed: UInt64,
        clock: any Clock<Duration>,
        timesOutAttempts: Bool = true
    ) -> Concerns {
        var concerns = Concerns(
            clock: clock,
            logger: logger,
            metrics: metrics,
            cache: InMemoryCacheStore(capacity: 64, defaultTTL: .seconds(300), clock: clock),
            retryStrategy: RetryStrategy(
                maxAttempts: 4,
                backoff: .exponential(initial: .milliseconds(200), multiplier: 2, cap: .seconds(2)),
                jitter: .full,
                randomSource: .seeded(seed)
            ),
            circuitBreakers: CircuitBreakers(
                policy: CircuitBreakerPolicy(
                    failureRatio: 0.5, minimumCalls: 3, window: 6, breakDuration: .seconds(30), probes: 1)
            ),
            timeout: TimeoutPolicy(limit: .milliseconds(300))
        )
        if !timesOutAttempts { concerns.enabled.remove(.timeout) }
        return concerns
    }
}
