import Crosscut
import QuoteDesk
import Testing

/// One decorated call, end to end, in the tools a server team looks at: its event in a real swift-log
/// handler, its series in swift-prometheus's exposition and its span in swift-distributed-tracing's
/// in-memory tracer, tied together by the span's ids.
@Suite struct QuoteDeskTests {
    @Test func aCallAndItsRetryReachTheLogHandlerWithTheKeyRedacted() async throws {
        let desk = Desk()
        let quotes = desk.composer.quotes(from: FlakyExchange(prices: ["AAPL": 231.5], failures: 1))
        #expect(try await Caller.with(.desk) { try await quotes.price(of: "AAPL", apiKey: "sk-live-secret") } == 231.5)

        let entries = desk.handler.entries
        #expect(
            entries.map(\.message.description) == [
                "QuoteService.price(of:apiKey:) retry", "QuoteService.price(of:apiKey:)",
            ])
        let retry = try #require(entries.first)
        #expect(retry.level == .warning)
        #expect(retry.metadata["error_type"] == "Unavailable")
        let call = try #require(entries.last)
        #expect(call.level == .info)
        #expect(call.metadata["symbol"] == "AAPL")
        #expect(call.metadata["apiKey"] == "<redacted>")
        #expect(call.metadata["outcome"] == "returned")
        #expect(!entries.contains { "\($0.metadata)".contains("sk-live-secret") })
    }

    @Test func theCallsSeriesAreInThePrometheusExposition() async throws {
        let desk = Desk()
        let quotes = desk.composer.quotes(from: FlakyExchange(prices: ["AAPL": 231.5], failures: 1))
        try await Caller.with(.desk) {
            _ = try await quotes.price(of: "AAPL", apiKey: "sk-live-secret")
            _ = try await quotes.price(of: "AAPL", apiKey: "sk-live-secret")
        }

        let lines = desk.composer.exposition().split(separator: "\n").map(String.init)
        let labels = #"member="price(of:apiKey:)",module="QuoteDesk",outcome="success",service="QuoteService""#
        #expect(lines.contains("crosscut_calls_total{\(labels)} 2"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("crosscut_call_duration_seconds_count{\(labels)} 2") }, "\(lines)")
        #expect(
            lines.contains(
                #"crosscut_retries_total{member="price(of:apiKey:)",module="QuoteDesk",service="QuoteService"} 1"#))
        #expect(!lines.contains { $0.contains("sk-live-secret") })
    }

    @Test func oneRequestIsOneTraceAndEachEventCarriesItsSpan() async throws {
        let desk = Desk()
        let portfolio = desk.composer.portfolio(over: FlakyExchange(prices: ["AAPL": 231.5, "SWFT": 6.3], failures: 1))
        let holdings = [Holding(10, "AAPL"), Holding(100, "SWFT")]
        #expect(
            try await Caller.with(.desk) { try await portfolio.value(of: holdings, apiKey: "sk-live-secret") } == 2945)

        let spans = desk.tracer.finishedSpans
        #expect(
            spanTree(of: spans) == """
                Portfolio.value(of:apiKey:) [code.function.name=Portfolio.value(of:apiKey:) crosscut.argument.apiKey=<redacted> crosscut.argument.holdings=[10.0 AAPL, 100.0 SWFT]]
                  QuoteService.price(of:apiKey:) [code.function.name=QuoteService.price(of:apiKey:) crosscut.argument.apiKey=<redacted> crosscut.argument.symbol=AAPL]
                  QuoteService.price(of:apiKey:) [code.function.name=QuoteService.price(of:apiKey:) crosscut.argument.apiKey=<redacted> crosscut.argument.symbol=SWFT]
                """)
        #expect(Set(spans.map(\.traceID)).count == 1)

        // Every event, the retry warning among them, names the span of the call it belongs to.
        let spanIDs = Dictionary(spans.map { ($0.operationName, $0.spanID) }, uniquingKeysWith: { first, _ in first })
        let entries = desk.handler.entries
        #expect(entries.count == 4)
        for entry in entries {
            let call = entry.message.description.replacingOccurrences(of: " retry", with: "")
            #expect(entry.metadata["trace_id"] == "\(spans[0].traceID)")
            if call == "Portfolio.value(of:apiKey:)" { #expect(entry.metadata["span_id"] == "\(spanIDs[call]!)") }
        }
        let retry = try #require(entries.first { $0.message.description.hasSuffix(" retry") })
        let firstPrice = try #require(spans.first { $0.attributes.get("crosscut.argument.symbol") == "AAPL" })
        #expect(retry.metadata["span_id"] == "\(firstPrice.spanID)")

        let exposition = desk.composer.exposition()
        #expect(
            exposition.contains(
                #"crosscut_calls_total{member="value(of:apiKey:)",module="QuoteDesk",outcome="success",service="Portfolio"} 1"#
            ))
        let recorded = "\(entries.map(\.metadata))\(spans.map(\.attributes))\(exposition)"
        #expect(!recorded.contains("sk-live-secret"))
    }
}
