import Crosscut
import CrosscutTesting

/// The `Concerns` each comparison decorates with: only the concern measured is on, and its parts
/// are the runtime's real in-memory implementations, as `Concerns()` builds them by default.
enum Fixtures {
    /// A logger whose minimum level is above every level a decorator logs at (`.info`, `.error`).
    static func silentLogger() -> EventLogger {
        EventLogger(sink: InMemoryEventSink(), minimumLevel: .critical)
    }

    /// The concerns with only `enabled` on. They reach the measured loop through an opaque call,
    /// so the optimizer cannot fold a switch such as `Concerns.enabled` into it.
    static func concerns(
        enabled: ConcernSet,
        tracer: (any CallTracer)? = nil,
        logger: EventLogger = silentLogger(),
        metrics: any MetricsRecorder = InMemoryMetricsRecorder(),
        cache: any CacheStore = InMemoryCacheStore()
    ) -> Concerns {
        Blackhole.opaque(
            Concerns(
                tracer: tracer, logger: logger, metrics: metrics, cache: cache, retryStrategy: .default,
                enabled: enabled))
    }
}
