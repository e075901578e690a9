import InMemoryLogging
import Logging
import Prometheus
import QuoteDesk
import Testing

/// One decorated call, end to end, in the tools a server team looks at: its event in a real swift-log
/// handler and its series in swift-prometheus's exposition.
@Suite struct QuoteDeskTests {
    private func composer() -> (handler: InMemoryLogHandler, composer: Composer) {
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "quote-desk-tests", factory: { _ in handler })
        logger.logLevel = .debug
        return (handler, Composer(logger: logger, registry: PrometheusCollectorRegistry(), retryDelay: .zero))
    }

    @Test func aCallAndItsRetryReachTheLogHandlerWithTheKeyRedacted() async throws {
        let (handler, composer) = composer()
        let quotes = composer.quotes(from: FlakyExchange(prices: ["AAPL": 231.5], failures: 1))
        #expect(try await quotes.price(of: "AAPL", apiKey: "sk-live-secret") == 231.5)

        let messages = handler.entries.map(\.message.description)
        #expect(messages == ["QuoteService.price(of:apiKey:) retry", "QuoteService.price(of:apiKey:)"])
        let retry = try #require(handler.entries.first)
        #expect(retry.level == .warning)
        #expect(retry.metadata["error_type"] == "Unavailable")
        let call = try #require(handler.entries.last)
        #expect(call.level == .info)
        #expect(call.metadata["symbol"] == "AAPL")
        #expect(call.metadata["apiKey"] == "<redacted>")
        #expect(call.metadata["outcome"] == "returned")
        #expect(!handler.entries.contains { "\($0.metadata)".contains("sk-live-secret") })
    }

    @Test func theCallsSeriesAreInThePrometheusExposition() async throws {
        let (_, composer) = composer()
        let quotes = composer.quotes(from: FlakyExchange(prices: ["AAPL": 231.5], failures: 1))
        _ = try await quotes.price(of: "AAPL", apiKey: "sk-live-secret")
        _ = try await quotes.price(of: "AAPL", apiKey: "sk-live-secret")

        let lines = composer.exposition().split(separator: "\n").map(String.init)
        let labels = #"member="price(of:apiKey:)",outcome="success",service="QuoteService""#
        #expect(lines.contains("crosscut_calls_total{\(labels)} 2"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("crosscut_call_duration_seconds_count{\(labels)} 2") }, "\(lines)")
        #expect(lines.contains(#"crosscut_retries_total{member="price(of:apiKey:)",service="QuoteService"} 1"#))
        #expect(!lines.contains { $0.contains("sk-live-secret") })
    }
}
