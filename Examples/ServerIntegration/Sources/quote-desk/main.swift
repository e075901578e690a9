import InMemoryTracing
import Logging
import Prometheus
import QuoteDesk

// A desk values a portfolio of two holdings on a flaky exchange: the first price is retried once.
// The events go to swift-log's standard-output handler, each with its span's ids; the metrics are
// printed as Prometheus would scrape them; the spans as the tree a tracing UI would draw.
LoggingSystem.bootstrap(StreamLogHandler.standardOutput)
let tracer = InMemoryTracer()
let composer = Composer(logger: Logger(label: "quote-desk"), registry: PrometheusCollectorRegistry(), tracer: tracer)
let portfolio = composer.portfolio(over: FlakyExchange(prices: ["AAPL": 231.5, "SWFT": 6.3], failures: 1))
let value = try await portfolio.value(of: [Holding(10, "AAPL"), Holding(100, "SWFT")], apiKey: "sk-live-secret")
print("portfolio: \(value)\n")
print(composer.exposition())
print(spanTree(of: tracer.finishedSpans))
