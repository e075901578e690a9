/// The service the decorator benchmarks wrap: one member per decorator path measured. The plugin
/// generates `TracingCalculator`, `LoggingCalculator`, `MetricsCalculator`, `CachingCalculator`,
/// `RetryingCalculator`, `CircuitBreakingCalculator`, `TimingOutCalculator` and `decorated(with:)` for
/// it, exactly as it would in an app.
// @crosscut(tracing, logging, metrics, caching, retry, circuitBreaker, timeout)
protocol Calculator: Sendable {
    /// A plain synchronous call: what pass-through, tracing, logging and metrics decorators add to a call.
    func combine(_ value: Int, with other: Int) -> Int

    /// A throwing call that succeeds: what the retrying and circuit-breaking decorators add when
    /// nothing fails.
    // @crosscut(skip(timeout))   // synchronous: it cannot be timed out
    func checked(_ value: Int) throws -> Int

    /// An asynchronous throwing call that succeeds: the async retry path and the timeout's.
    func fetch(_ value: Int) async throws -> Int

    /// A cached call: what the caching decorator adds on a hit.
    // @crosscut(cached(ttl: 300))
    func square(_ value: Int) -> Int
}

/// The undecorated service. Its members are not inlined, as a real service's work would not be,
/// so every variant pays the same call and the measured differences are the decorators'.
struct Arithmetic: Calculator {
    @inline(never)
    func combine(_ value: Int, with other: Int) -> Int { value &* 31 &+ other }

    @inline(never)
    func checked(_ value: Int) throws -> Int { value &* 7 &+ 1 }

    @inline(never)
    func fetch(_ value: Int) async throws -> Int { value &* 5 &+ 3 }

    @inline(never)
    func square(_ value: Int) -> Int { value &* value }
}
