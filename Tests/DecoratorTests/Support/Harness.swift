import Crosscut

/// `Concerns` wired to in-memory sinks and manual clocks, so every assertion is exact.
struct Harness {
    let log = InMemoryEventSink()
    let metrics = InMemoryMetricsRecorder()
    let cacheClock = ManualClock()
    let cache: InMemoryCacheStore
    let concerns: Concerns

    init(maxAttempts: Int = 3, enabled: ConcernSet = .all) {
        cache = InMemoryCacheStore(capacity: 100, defaultTTL: .seconds(30), clock: cacheClock)
        concerns = Concerns(
            logger: EventLogger(sink: log, minimumLevel: .trace),
            metrics: metrics,
            cache: cache,
            retryStrategy: RetryStrategy(maxAttempts: maxAttempts, backoff: .constant(.zero), jitter: .none),
            stopwatch: Stopwatch(clock: ManualClock()),
            enabled: enabled
        )
    }

    /// The events with `name`, in order.
    func events(_ name: String) -> [EventRecord] { log.events.filter { $0.name == name } }

    /// The names of the `.info`/`.error` call events, in order.
    var callEvents: [String] { log.events.filter { $0.level >= .info && !$0.name.hasSuffix(" retry") }.map(\.name) }

    /// The value of the calls counter for `member` of `service` with `outcome` (`success`/`error`).
    func calls(_ service: String, _ member: String, outcome: String = "success") -> Int? {
        metrics.snapshot().counter(
            "crosscut_calls_total", ["member": member, "outcome": outcome, "service": service])
    }

    /// The value of the retries counter for `member` of `service`.
    func retries(_ service: String, _ member: String) -> Int? {
        metrics.snapshot().counter("crosscut_retries_total", ["member": member, "service": service])
    }
}

/// An error the fakes throw.
struct FakeError: Error, Equatable {
    var code: Int
}
