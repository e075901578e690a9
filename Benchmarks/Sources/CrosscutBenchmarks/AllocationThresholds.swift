/// The most allocations per call each variant may make, counted by `--check` (which `.ci/run`
/// runs): a variant above its threshold, or without one, fails the check; one below it is
/// reported, so that the threshold comes down with it. Keys are `"comparison title / variant"`, as
/// `crosscut-benchmarks list` prints them.
///
/// Crosscut's decorators on the metrics, cache-hit and retry-success paths allocate nothing
/// (issue 11), and their thresholds hold them there.
enum AllocationThresholds {
    static let perCall: [String: Double] = [
        "Metrics: count and time a call / direct call": 0,
        "Metrics: count and time a call / Crosscut MetricsCalculator": 0,
        "Metrics: count and time a call / Crosscut decorated(with:)": 0,
        "Metrics: count and time a call / swift-prometheus by hand": 0,
        "Metrics: count and time a call / swift-metrics by hand": 0,
        "Metrics: count and time a call / floor: atomic adds": 0,

        "Caching: a hit / Crosscut CachingCalculator": 0,
        "Caching: a hit / Crosscut decorated(with:)": 0,
        "Caching: a hit / NSCache by hand": 1.25,
        "Caching: a hit / floor: locked dictionary": 0,

        "Retry: success on the first attempt / direct call": 0,
        "Retry: success on the first attempt / Crosscut RetryingCalculator": 0,
        "Retry: success on the first attempt / Crosscut decorated(with:)": 0,

        "Retry: async success on the first attempt / direct call": 0,
        "Retry: async success on the first attempt / Crosscut RetryingCalculator": 0,
        "Retry: async success on the first attempt / Crosscut decorated(with:)": 0,

        "Circuit breaker: success while closed / direct call": 0,
        "Circuit breaker: success while closed / Crosscut CircuitBreakingCalculator": 0,

        // A deadline needs a second task: both races allocate their group's two child tasks, their
        // closures and the tasks' first slabs (the count varies a little with the scheduling). Crosscut's
        // adds the attempt's outcome (its value may be noncopyable) and the clock in the sleep's closure.
        "Timeout: an async call within its deadline / direct call": 0,
        "Timeout: an async call within its deadline / Crosscut TimingOutCalculator": 21.5,
        "Timeout: an async call within its deadline / task-group race by hand": 17.5,

        "Concurrency limit: an async call with a free place / direct call": 0,
        "Concurrency limit: an async call with a free place / Crosscut ConcurrencyLimiter": 0,
        "Concurrency limit: an async call with a free place / Mutex semaphore by hand": 0,

        "Logging: one call into memory / Crosscut LoggingCalculator": 2,
        "Logging: one call into memory / Crosscut decorated(with:)": 2,
        "Logging: one call into memory / swift-log by hand": 4,

        "Logging: a call below the level / direct call": 0,
        "Logging: a call below the level / Crosscut LoggingCalculator": 0,
        "Logging: a call below the level / Crosscut decorated(with:)": 0,
        "Logging: a call below the level / swift-log by hand": 0,

        // A span allocates: swift-distributed-tracing's own, by hand, 28 a call into its InMemoryTracer;
        // Crosscut's add none: its arguments' array stands for the attribute dictionary's growth by
        // hand (8 more before issue 29 made each member's span name and attribute keys once, 3 before
        // the bridge left the active span to swift-distributed-tracing's context and built the
        // attributes at their size, 2 before a tracer recorded the failure its operation returns
        // rather than a boxed span being handed to Crosscut).
        "Tracing: one call in a span / Crosscut TracingCalculator over swift-distributed-tracing": 28,
        "Tracing: one call in a span / swift-distributed-tracing by hand": 28,
        "Tracing: one call in a span / Crosscut TracingCalculator over InMemoryCallTracer": 6,

        "Tracing: a call with no tracer / direct call": 0,
        "Tracing: a call with no tracer / Crosscut TracingCalculator, no tracer": 0,

        "Authorization: an allowed call / direct call": 0,
        "Authorization: an allowed call / Crosscut AuthorizingLedger": 0,
        "Authorization: an allowed call / check by hand": 0,

        "Validation: a valid call with two range constraints / direct call": 0,
        "Validation: a valid call with two range constraints / Crosscut ValidatingEnrollment": 0,
        "Validation: a valid call with two range constraints / checks by hand": 0,

        "Pass-through: every concern off / direct call": 0,
        "Pass-through: every concern off / pass-through by hand ×7": 0,
        "Pass-through: every concern off / Crosscut decorated(with:), all off": 0,

        "Shared caching: a local hit / Crosscut shared member, local hit": 0,
        "Shared caching: a local hit / Crosscut local-only member, hit": 0,

        // A round trip through postgres-nio allocates about 85 times (its query, its channel's
        // buffers, its row stream); by hand adds the key string and the decoder's work (102), and
        // Crosscut (121) the key's JSON encoding and its hexadecimal digest, the task that runs the
        // store call under its bound, the read's mark and the local tier's miss. The digest itself
        // allocates nothing, nor does the read build SQL. The counts vary by one or two with the
        // scheduling.
        "Shared caching: a hit in PostgreSQL / Crosscut shared hit in PostgreSQL": 128,
        "Shared caching: a hit in PostgreSQL / postgres-nio by hand": 108,
        "Shared caching: a hit in PostgreSQL / floor: one round trip (SELECT 1)": 88,
    ]
}
