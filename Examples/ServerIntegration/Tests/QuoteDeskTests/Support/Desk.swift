import Crosscut
import InMemoryLogging
import InMemoryTracing
import Logging
import Prometheus
import QuoteDesk

/// A composer whose events land in an in-memory swift-log handler and whose spans in an in-memory
/// tracer, retrying at once; one instance of the desk, sharing `sharedCache` when given.
struct Desk {
    let handler = InMemoryLogHandler()
    let tracer = InMemoryTracer()
    let composer: Composer

    init(sharedCache: SharedCache? = nil) {
        var logger = Logger(label: "quote-desk-tests", factory: { [handler] _ in handler })
        logger.logLevel = .debug
        composer = Composer(
            logger: logger, registry: PrometheusCollectorRegistry(), tracer: tracer, retryDelay: .zero,
            sharedCache: sharedCache)
    }
}

extension Caller {
    /// May read quotes and portfolios.
    static let desk = Caller(id: "desk-1", roles: ["quotes.read", "portfolio.read"])
    /// May read quotes only.
    static let intern = Caller(id: "intern-7", roles: ["quotes.read"])
}
