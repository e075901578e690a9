import Crosscut
import CrosscutTesting
import Testing

/// A sign-in whose error quotes the token, as URL and validation errors do: the generated logging
/// and retrying decorators keep the secret out of every event.
@Suite struct RedactedErrorTests {
    /// Fails `signIn` with an error that holds the token; forwards everything else to `LiveCatalog`.
    struct QuotingCatalog: SessionCatalog {
        struct BadToken: Error, CustomStringConvertible {
            var token: String
            var description: String { "bad token \(token)" }
        }

        let live = LiveCatalog(counter: CallCounter())

        func sessions(for reason: Reason, limit: Int) async throws -> [Session] {
            try await live.sessions(for: reason, limit: limit)
        }
        func refresh() async throws { try await live.refresh() }
        func signIn(token: String) async throws -> String { throw BadToken(token: token) }
        func submit(_ rating: Int) async throws { try await live.submit(rating) }
        func count(of reason: Reason) throws -> Int { try live.count(of: reason) }
    }

    @Test func neitherTheCallsEventNorTheRetryWarningsCarryTheToken() async {
        let harness = TestConcerns.harness(maxAttempts: 3)
        let catalog = QuotingCatalog().decorated(with: harness.concerns)
        await #expect(throws: QuotingCatalog.BadToken.self) { _ = try await catalog.signIn(token: "hunter2") }
        let events = harness.log.events.filter { $0.name.hasPrefix("SessionCatalog.signIn(token:)") }
        #expect(events.count == 3)  // two retry warnings, then the call's error
        #expect(events.allSatisfy { $0.data["error_type"] == "BadToken" })
        #expect(!events.contains { $0.data.fields.contains { $0.value.description.contains("hunter2") } })
    }
}
