/// How one member's cache lookups are reported, worked out once when its ``MemberCache`` is made:
/// a `.debug` event `"<service>.<member> cache"` with `"result": "hit"`, `"shared_hit"` or `"miss"` while logging
/// is on at `.debug`, and `crosscut_cache_requests_total` with the dimensions `module`, `service`,
/// `member` and `result` while metrics are on. A caller that shared another caller's computation counts as
/// a miss.
///
/// With logging below `.debug` and metrics off there is nothing to report, and a hit checks one
/// flag: ``isActive``.
@usableFromInline
struct CacheRequestReporter: Sendable {
    /// Whether lookups are logged or counted at all.
    @usableFromInline let isActive: Bool
    /// The logger, when it records `.debug` events and logging is on.
    private let logger: EventLogger?
    private let eventName: String
    /// The request counters, when metrics are on.
    private let counters: CacheRequestCounters?

    init(concerns: Concerns, service: ServiceName, member: String) {
        let logs = concerns.isEnabled(.logging) && concerns.logger.isEnabled(.debug)
        logger = logs ? concerns.logger : nil
        eventName = "\(service.name).\(member) cache"
        counters =
            concerns.isEnabled(.metrics)
            ? CacheRequestCounters(metrics: concerns.metrics, service: service, member: member) : nil
        isActive = logger != nil || counters != nil
    }

    /// Logs and counts one lookup.
    @usableFromInline
    func report(_ result: CacheResult) {
        logger?.log(.debug, eventName, ["result": .string(result.label)])
        counters?.count(result)
    }
}

/// The series of `crosscut_cache_requests_total` for one member, resolved once: one for hits, one
/// for misses, and one for hits in the shared tier, resolved at the first.
@usableFromInline
struct CacheRequestCounters: Sendable {
    private let hits: any CounterMetric
    private let misses: any CounterMetric
    private let sharedHits: @Sendable () -> any CounterMetric

    init(metrics: any MetricsRecorder, service: ServiceName, member: String) {
        let labels = service.labels(member: member)
        hits = metrics.counter(
            MetricName.cacheRequests, dimensions: labels.sortedByKey(adding: "result", CacheResult.hit.label))
        misses = metrics.counter(
            MetricName.cacheRequests, dimensions: labels.sortedByKey(adding: "result", CacheResult.miss.label))
        // Resolved at the first, so that a member no shared store serves shows no such series.
        let sharedHits = Locked<(any CounterMetric)?>(nil)
        self.sharedHits = {
            sharedHits.withLock { counter in
                if let counter { return counter }
                let resolved = metrics.counter(
                    MetricName.cacheRequests,
                    dimensions: labels.sortedByKey(adding: "result", CacheResult.sharedHit.label))
                counter = resolved
                return resolved
            }
        }
    }

    /// Counts one lookup that had `result`.
    func count(_ result: CacheResult) {
        switch result {
        case .hit: hits.increment(by: 1)
        case .sharedHit: sharedHits().increment(by: 1)
        case .miss, .joined: misses.increment(by: 1)
        }
    }
}
