import Logging
import Prometheus
import QuoteDesk

// A desk asks a flaky exchange for two prices: the first call is retried once. The events go to
// swift-log's standard-output handler; the metrics are printed as Prometheus would scrape them.
LoggingSystem.bootstrap(StreamLogHandler.standardOutput)
let composer = Composer(logger: Logger(label: "quote-desk"), registry: PrometheusCollectorRegistry())
let quotes = composer.quotes(from: FlakyExchange(prices: ["AAPL": 231.5, "SWFT": 6.3], failures: 1))
for symbol in ["AAPL", "SWFT"] {
    let price = try await quotes.price(of: symbol, apiKey: "sk-live-secret")
    print("\(symbol): \(price)")
}
print(composer.exposition(), terminator: "")
