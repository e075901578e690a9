/// The catalog of guided meditations, behind a remote that is slow and sometimes fails.
///
/// Crosscut generates `LoggingMeditationCatalog`, `MetricsMeditationCatalog`,
/// `CachingMeditationCatalog`, `RetryingMeditationCatalog`, `CircuitBreakingMeditationCatalog` and
/// `TimingOutMeditationCatalog` for it at build time.
// @crosscut(logging, metrics, caching, retry, circuitBreaker, timeout)
public protocol MeditationCatalog: Sendable {
    /// The sessions recommended for `reason`, best first.
    // @crosscut(cached(ttl: 300))
    func sessions(for reason: Reason) async throws -> [Session]
}
