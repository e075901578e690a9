import Crosscut
import CrosscutTesting
import Hummingbird
import HummingbirdTesting
import Logging
import QuoteDesk
import Testing

/// The exchange's concurrency limit over real HTTP on loopback: 4 requests in the exchange and 4
/// waiting for a place get their prices once it answers; the next, with every place taken and the
/// queue full, answers 503 without reaching the exchange.
@Suite struct QuoteDeskOverloadTests {
    private static let tokens = BearerTokens(["desk-token": .desk])

    /// A request for Apple's price on a connection of its own.
    private func quote(port: Int) async throws -> (HTTPResponse.Status, String) {
        let client = TestClient(host: "127.0.0.1", port: port)
        client.connect()
        defer { Task { try await client.shutdown() } }
        let response = try await client.execute(
            TestClient.Request("/quotes/AAPL", method: .get, headers: [.authorization: "Bearer desk-token"]))
        return (response.status, response.body.map { String(buffer: $0) } ?? "")
    }

    @Test func aRequestBeyondTheExchangesLimitAndQueueAnswers503() async throws {
        let desk = Desk()
        let exchange = HeldExchange(price: 231.5)
        let server = desk.composer.httpServer(
            over: exchange, profiles: ReferenceData.listed, tokens: Self.tokens, apiKey: "sk-live-secret",
            logger: Logger(label: "quote-desk-overload-tests") { _ in SwiftLogNoOpLogHandler() })
        try await server.test(.live) { client in
            let port = try #require(client.port)
            let limiter = try #require(desk.composer.concerns.concurrencyLimiters.all.first)
            #expect(limiter.name == "QuoteService")
            let held = (1...8).map { _ in Task { try await quote(port: port) } }
            #expect(await eventually { exchange.calls == 4 && limiter.queued == 4 })

            let (status, body) = try await quote(port: port)
            #expect(status == .serviceUnavailable)
            #expect(body.contains("QuoteService.price(of:apiKey:) refused: concurrency limit 'QuoteService' is full"))
            #expect(exchange.calls == 4, "the refused request never reached the exchange")

            exchange.gate.open()
            for request in held {
                let (status, body) = try await request.value
                #expect(status == .ok && body == "231.5")
            }
        }
        #expect(exchange.calls == 8)
        let retries = desk.handler.entries.filter { $0.message.description == "QuoteService.price(of:apiKey:) retry" }
        #expect(retries.count == 2, "the refused attempt was retried as its policy says, then answered 503")
        #expect(retries.allSatisfy { $0.metadata["error_type"] == "ConcurrencyLimitExceeded" })
    }
}
