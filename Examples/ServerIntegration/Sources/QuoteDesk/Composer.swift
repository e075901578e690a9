import Crosscut
import InMemoryTracing
import Logging
import Prometheus
import Tracing

/// The composition root of a server: Crosscut's concerns over the ecosystem's handlers, and the
/// services decorated with them.
public struct Composer: Sendable {
    /// Where the metrics are kept and exposed from, as Prometheus text.
    public let registry: PrometheusCollectorRegistry
    /// What the decorators report through.
    public let concerns: Concerns

    /// Crosscut's events into `logger` (its handler is the server's, bootstrapped or given), its
    /// metrics into swift-metrics over swift-prometheus's `registry`, and its spans into `tracer`
    /// (an OpenTelemetry tracer in production; the in-memory one here, whose ids the events carry);
    /// retries wait `retryDelay`; the current ``Caller`` may call what its roles name. Members
    /// cached with `shared` keep their results in `sharedCache` too, when given: the store every
    /// instance of the desk shares.
    public init(
        logger: Logging.Logger,
        registry: PrometheusCollectorRegistry,
        tracer: InMemoryTracer,
        retryDelay: Duration = .milliseconds(50),
        sharedCache: SharedCache? = nil
    ) {
        self.registry = registry
        var concerns = Concerns(
            tracer: DistributedTracingCallTracer(tracer: tracer) { context in
                context.inMemorySpanContext.map { SpanIdentity(traceID: $0.traceID, spanID: $0.spanID) }
            },
            logger: EventLogger(sink: SwiftLogEventSink(logger: logger), minimumLevel: .debug),
            metrics: SwiftMetricsRecorder(factory: PrometheusMetricsFactory(registry: registry)),
            retryStrategy: RetryStrategy(maxAttempts: 3, backoff: .constant(retryDelay), jitter: .none),
            accessPolicy: .rolesIncludePermission
        )
        concerns.sharedCache = sharedCache
        self.concerns = concerns
    }

    /// The exchange, traced, logged, measured, authorized, validated, retried and limited to 4 calls at
    /// once.
    public func quotes(from exchange: some QuoteService) -> some QuoteService {
        exchange.decorated(with: concerns)
    }

    /// The portfolio over the decorated exchange, traced, logged, measured and authorized itself.
    public func portfolio(over exchange: some QuoteService) -> some Portfolio {
        LivePortfolio(quotes: quotes(from: exchange)).decorated(with: concerns)
    }

    /// The company profiles, traced, logged, measured and cached in both tiers.
    public func profiles(from provider: some CompanyProfiles) -> some CompanyProfiles {
        provider.decorated(with: concerns)
    }

    /// The metrics as a Prometheus scrape would read them.
    public func exposition() -> String {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }
}
