import Crosscut
import CrosscutTesting

/// The concerns each benchmark runs with: only the concern measured is on, and its collaborators
/// are the real in-memory implementations.
enum Fixtures {
    /// A logger whose minimum level is above every level `logCall` uses, so every call is dropped.
    static func disabledLogger() -> EventLogger {
        EventLogger(sink: InMemoryEventSink(), minimumLevel: .critical)
    }

    static func concerns(
        enabled: ConcernSet,
        logger: EventLogger = disabledLogger(),
        metrics: any MetricsRecorder = NoopMetricsRecorder(),
        cache: any CacheStore = InMemoryCacheStore()
    ) -> Concerns {
        Blackhole.opaque(
            Concerns(logger: logger, metrics: metrics, cache: cache, retryStrategy: .default, enabled: enabled))
    }
}
