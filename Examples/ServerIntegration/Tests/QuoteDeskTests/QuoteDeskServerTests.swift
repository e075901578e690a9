import Crosscut
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import QuoteDesk
import Testing

/// The desk's HTTP API over real HTTP on loopback: a request's bearer token names its caller, the
/// decorated services decide what it may call, and a refusal answers 401 or 403 and is logged and
/// counted without the token or the exchange's key.
@Suite struct QuoteDeskServerTests {
    private static let tokens = BearerTokens(["desk-token": .desk, "intern-token": .intern])
    private static let secrets = ["desk-token", "intern-token", "stolen-token", "sk-live-secret"]

    /// `desk`'s server over an exchange that always answers.
    private func server(of desk: Desk) -> some ApplicationProtocol {
        desk.composer.httpServer(
            over: FlakyExchange(prices: ["AAPL": 231.5, "SWFT": 6.3], failures: 0), profiles: ReferenceData.listed,
            tokens: Self.tokens,
            apiKey: "sk-live-secret", logger: Logger(label: "quote-desk-http-tests") { _ in SwiftLogNoOpLogHandler() })
    }

    private func bearing(_ token: String) -> HTTPFields {
        [.authorization: "Bearer \(token)"]
    }

    @Test func aCallerWhoHoldsThePermissionsGetsTheAnswers() async throws {
        let desk = Desk()
        try await server(of: desk).test(.live) { client in
            let quote = try await client.execute(uri: "/quotes/AAPL", method: .get, headers: bearing("desk-token"))
            #expect(quote.status == .ok)
            #expect(String(buffer: quote.body) == "231.5")

            let portfolio = try await client.execute(
                uri: "/portfolio?AAPL=10&SWFT=100", method: .get, headers: bearing("desk-token"))
            #expect(portfolio.status == .ok)
            #expect(String(buffer: portfolio.body) == "2945.0")
        }
        #expect(!desk.handler.entries.contains { $0.level >= .warning })
    }

    @Test func anAnonymousRequestIsUnauthorizedAndTheDenialIsLoggedAndCounted() async throws {
        let desk = Desk()
        try await server(of: desk).test(.live) { client in
            for headers in [[:], bearing("stolen-token")] {
                let response = try await client.execute(uri: "/quotes/AAPL", method: .get, headers: headers)
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer")
            }
        }
        let denials = desk.handler.entries.filter {
            $0.message.description == "QuoteService.price(of:apiKey:) access denied"
        }
        #expect(denials.count == 2)
        #expect(denials.allSatisfy { $0.level == .warning && $0.metadata["reason"] == "no_caller" })
        #expect(denials.allSatisfy { $0.metadata["permission"] == "quotes.read" })
        let exposition = desk.composer.exposition()
        #expect(
            exposition.contains(
                #"crosscut_access_denied_total{member="price(of:apiKey:)",module="QuoteDesk",permission="quotes.read",reason="no_caller",service="QuoteService"} 2"#
            ), "\(exposition)")
        expectNoSecret(in: desk)
    }

    @Test func aCallerWithoutThePermissionIsForbiddenBeforeTheExchangeIsAsked() async throws {
        let desk = Desk()
        try await server(of: desk).test(.live) { client in
            let response = try await client.execute(
                uri: "/portfolio?AAPL=10", method: .get, headers: bearing("intern-token"))
            #expect(response.status == .forbidden)
        }
        let denial = try #require(
            desk.handler.entries.first { $0.message.description == "Portfolio.value(of:apiKey:) access denied" })
        #expect(denial.level == .warning)
        #expect(denial.metadata["permission"] == "portfolio.read")
        #expect(denial.metadata["reason"] == "not_permitted")
        let exposition = desk.composer.exposition()
        #expect(
            exposition.contains(
                #"crosscut_access_denied_total{member="value(of:apiKey:)",module="QuoteDesk",permission="portfolio.read",reason="not_permitted",service="Portfolio"} 1"#
            ), "\(exposition)")
        #expect(!desk.handler.entries.contains { $0.message.description.hasPrefix("QuoteService.") })
        expectNoSecret(in: desk)
    }

    @Test func invalidArgumentsAnswer400WithEveryViolationBeforeTheExchangeIsAsked() async throws {
        let desk = Desk()
        try await server(of: desk).test(.live) { client in
            let portfolio = try await client.execute(
                uri: "/portfolio?AAPL=-10&toolong=5", method: .get, headers: bearing("desk-token"))
            #expect(portfolio.status == .badRequest)
            #expect(portfolio.headers[.contentType] == "application/json")
            let body = try JSONDecoder().decode(
                InvalidArgumentsMiddleware<BasicRequestContext>.Body.self,
                from: Data(String(buffer: portfolio.body).utf8))
            #expect(
                body.violations.map(\.description) == [
                    "holdings[0].quantity must be positive", "holdings[1].symbol must match /[A-Z]{1,5}/",
                ])

            let empty = try await client.execute(uri: "/portfolio", method: .get, headers: bearing("desk-token"))
            #expect(empty.status == .badRequest)
            #expect(String(buffer: empty.body).contains(#""message":"must not be empty""#))

            let quote = try await client.execute(uri: "/quotes/aapl", method: .get, headers: bearing("desk-token"))
            #expect(quote.status == .badRequest)
            #expect(String(buffer: quote.body).contains(#""subject":"symbol""#))
        }
        #expect(
            !desk.handler.entries.contains {
                $0.message.description.hasPrefix("QuoteService.price(of:apiKey:) ") && $0.level == .info
            })
        let exposition = desk.composer.exposition()
        #expect(
            exposition.contains(
                #"crosscut_invalid_arguments_total{member="value(of:apiKey:)",module="QuoteDesk",parameter="holdings",service="Portfolio"} 2"#
            ), "\(exposition)")
        #expect(
            exposition.contains(
                #"crosscut_invalid_arguments_total{member="price(of:apiKey:)",module="QuoteDesk",parameter="symbol",service="QuoteService"} 1"#
            ), "\(exposition)")
        expectNoSecret(in: desk)
    }

    /// Neither a token, nor the caller's id, nor the exchange's key is in `desk`'s events, metrics
    /// or spans.
    private func expectNoSecret(in desk: Desk) {
        let entries = desk.handler.entries.map { "\($0.message) \($0.metadata)" }
        let recorded = "\(entries)\(desk.composer.exposition())\(desk.tracer.finishedSpans.map(\.attributes))"
        for secret in Self.secrets + [Caller.desk.id, Caller.intern.id] {
            #expect(!recorded.contains(secret), "\(secret) was recorded")
        }
    }
}
