import Crosscut
import Logging
import Prometheus

/// The composition root of a server: Crosscut's concerns over the ecosystem's handlers, and the
/// quote service decorated with them.
public struct Composer: Sendable {
    /// Where the metrics are kept and exposed from, as Prometheus text.
    public let registry: PrometheusCollectorRegistry
    /// What the decorators report through.
    public let concerns: Concerns

    /// Crosscut's events into `logger` (its handler is the server's, bootstrapped or given) and its
    /// metrics into swift-metrics over swift-prometheus's `registry`; retries wait `retryDelay`.
    public init(logger: Logging.Logger, registry: PrometheusCollectorRegistry, retryDelay: Duration = .milliseconds(50))
    {
        self.registry = registry
        concerns = Concerns(
            logger: EventLogger(sink: SwiftLogEventSink(logger: logger), minimumLevel: .debug),
            metrics: SwiftMetricsRecorder(factory: PrometheusMetricsFactory(registry: registry)),
            retryStrategy: RetryStrategy(maxAttempts: 3, backoff: .constant(retryDelay), jitter: .none)
        )
    }

    /// The exchange, logged, measured and retried.
    public func quotes(from exchange: some QuoteService) -> some QuoteService {
        exchange.decorated(with: concerns)
    }

    /// The metrics as a Prometheus scrape would read them.
    public func exposition() -> String {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
