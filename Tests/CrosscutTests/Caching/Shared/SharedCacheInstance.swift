import Crosscut
import CrosscutTesting

/// One instance of a service, as a server runs several: its own ``Concerns`` with its own local
/// tier, log and metrics, on a clock and a shared store that the test gives every instance.
struct SharedCacheInstance: Sendable {
    let log = InMemoryEventSink()
    let metrics = InMemoryMetricsRecorder()
    let concerns: Concerns

    init(
        clock: some Clock<Duration>, store: any SharedCacheStore, timeout: Duration = .seconds(1),
        crossInstanceWait: Duration? = nil, keyingSecret: [UInt8]? = nil
    ) {
        var concerns = Concerns(
            clock: clock,
            logger: EventLogger(sink: log, minimumLevel: .trace, dateProvider: FixedDateProvider()),
            metrics: metrics, retryStrategy: .none)
        concerns.sharedCache = SharedCache(
            store: store, timeout: timeout, crossInstanceWait: crossInstanceWait, keyingSecret: keyingSecret)
        self.concerns = concerns
    }

    /// The cache of `Catalog.sessions(for:)`, as a decorator resolves it.
    func sessions(ttl: Duration = .seconds(10), sameForEveryCaller: Bool = false) -> SharedMemberCache<String, [String]>
    {
        concerns.sharedMemberCache(
            service: "Catalog", member: "sessions(for:)", ttl: ttl, sameForEveryCaller: sameForEveryCaller)
    }

    /// `crosscut_shared_cache_errors_total` of `Catalog.sessions(for:)` for `reason`.
    func storeErrors(_ reason: String) -> Int {
        metrics.snapshot().counter(
            MetricName.sharedCacheErrors,
            ["member": "sessions(for:)", "module": "CrosscutTests", "reason": reason, "service": "Catalog"]) ?? 0
    }

    /// `crosscut_cache_requests_total` of `Catalog.sessions(for:)` for `result`: `hit` in the local
    /// tier, `shared_hit` in the shared one, or `miss`.
    func localRequests(_ result: String) -> Int {
        metrics.snapshot().counter(
            MetricName.cacheRequests,
            ["member": "sessions(for:)", "module": "CrosscutTests", "result": result, "service": "Catalog"]) ?? 0
    }

    /// The `.warning` events of the shared tier.
    var storeWarnings: [EventRecord] {
        log.events.filter { $0.name == "Catalog.sessions(for:) shared cache" && $0.level == .warning }
    }

    /// Runs `body` while the instance follows the store's invalidations; `heard` yields each one
    /// once the local tier has applied it.
    func followingInvalidations(
        _ body: (_ heard: AsyncStream<SharedCacheInvalidation>.Iterator) async throws -> Void
    ) async throws {
        let (applied, continuation) = AsyncStream<SharedCacheInvalidation>.makeStream()
        let follower = Task { [concerns] in try await concerns.followSharedCacheInvalidations { continuation.yield($0) }
        }
        defer { follower.cancel() }
        var heard = applied.makeAsyncIterator()
        _ = await heard.next()  // `.everything`: it listens
        try await body(heard)
    }
}
