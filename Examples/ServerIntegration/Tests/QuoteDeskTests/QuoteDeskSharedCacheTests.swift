import Crosscut
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import QuoteDesk
import Testing

/// The company profiles over real HTTP on loopback, served by two instances of the desk that share
/// one cache (``withTwoDesks(_:)``): what one instance fetched, the other serves without asking the
/// provider, and an update on one is seen by the other.
@Suite struct QuoteDeskSharedCacheTests {
    /// `desk`'s server over `provider`, on a port of its own.
    private func server(of desk: Desk, over provider: ReferenceData) -> some ApplicationProtocol {
        desk.composer.httpServer(
            over: FlakyExchange(prices: [:], failures: 0), profiles: provider, tokens: BearerTokens([:]),
            apiKey: "sk-live-secret", logger: Logger(label: "quote-desk-http-tests") { _ in SwiftLogNoOpLogHandler() },
            port: 0)
    }

    /// The profile a response's JSON body holds.
    private func profile(in response: TestResponse) throws -> CompanyProfile {
        try JSONDecoder().decode(CompanyProfile.self, from: Data(buffer: response.body))
    }

    @Test(.timeLimit(.minutes(1))) func aProfileOneInstanceFetchedIsServedByTheOtherWithoutAskingTheProvider()
        async throws
    {
        let provider = ReferenceData.listed
        try await withTwoDesks { first, second, _ in
            try await server(of: first, over: provider).test(.live) { one in
                try await server(of: second, over: provider).test(.live) { other in
                    let fetched = try await one.execute(uri: "/companies/AAPL", method: .get)
                    let shared = try await other.execute(uri: "/companies/AAPL", method: .get)
                    #expect(fetched.status == .ok)
                    #expect(shared.status == .ok)
                    #expect(try profile(in: fetched).name == "Apple Inc.")
                    #expect(try profile(in: shared) == profile(in: fetched))
                }
            }
        }
        #expect(provider.lookups == 1)
    }

    // A broadcast that never arrives would leave `heard.next()` waiting: the limit fails it instead.
    @Test(.timeLimit(.minutes(1))) func anUpdateOnOneInstanceIsServedByTheOther() async throws {
        let provider = ReferenceData.listed
        try await withTwoDesks { first, second, heard in
            try await server(of: first, over: provider).test(.live) { one in
                try await server(of: second, over: provider).test(.live) { other in
                    var heard = heard.makeAsyncIterator()
                    #expect(await heard.next() == .everything)  // the second instance listens
                    _ = try await one.execute(uri: "/companies/SWFT", method: .get)
                    let before = try await other.execute(uri: "/companies/SWFT", method: .get)
                    #expect(try profile(in: before).sector == "Industrials")

                    let update = try await one.execute(
                        uri: "/companies/SWFT", method: .put, headers: [.contentType: "application/json"],
                        body: ByteBuffer(
                            string: #"{"symbol":"SWFT","name":"Swift Transportation","sector":"Logistics"}"#))
                    #expect(update.status == .noContent)
                    let invalidation = await heard.next()
                    guard case .entries(let service, nil) = invalidation else {
                        Issue.record("heard \(String(describing: invalidation))")
                        return
                    }
                    #expect(service.name == "CompanyProfiles")

                    let after = try await other.execute(uri: "/companies/SWFT", method: .get)
                    #expect(try profile(in: after).sector == "Logistics")
                }
            }
        }
        #expect(provider.lookups == 2)
    }
}
