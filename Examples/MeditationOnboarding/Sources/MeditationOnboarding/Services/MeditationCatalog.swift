/// The catalog of guided meditations, behind a remote that is slow and sometimes fails.
///
/// Crosscut generates `LoggingMeditationCatalog`, `MetricsMeditationCatalog`,
/// `AuthorizingMeditationCatalog`, `CachingMeditationCatalog`, `RetryingMeditationCatalog`,
/// `CircuitBreakingMeditationCatalog` and `TimingOutMeditationCatalog` for it at build time.
// @crosscut(logging, metrics, authorization, caching, retry, circuitBreaker, timeout)
public protocol MeditationCatalog: Sendable {
    /// The sessions recommended for `reason`, best first: free for everyone.
    // @crosscut(cached(ttl: 300), skip(authorization))
    func sessions(for reason: Reason) async throws -> [Session]

    /// The premium sessions for `reason`: for subscribers only.
    // @crosscut(requires: "sessions.premium")
    func premiumSessions(for reason: Reason) async throws -> [Session]
}
