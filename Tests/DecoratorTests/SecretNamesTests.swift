import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// Secrets as real code names them and holds them reach no sink, with no annotation: plural,
/// abbreviated and run-together names and types are redacted by the generated decorators; a
/// request's password, a header's credential and a URL's password, in a `URL` or in text, by the runtime; the
/// errors that hold or quote them in events, retry warnings and spans too.
@Suite struct SecretNamesTests {
    static let secrets = [
        "4321", "9876", "k-abc", "sid-1", "pw-2", "eyJhbGciOi", "BEGIN KEY", "hunter2", "Bearer t0k", "u53r:pa55",
        "dl-pw", "dl-key", "Rex",
    ]

    /// Everything the harness recorded, as text: every event's name and fields, every span's name,
    /// attributes and error message, and the metrics' Prometheus page.
    private func everythingRecorded(by harness: TestConcerns) -> String {
        func text(_ data: EventData) -> String {
            data.fields.map { "\($0.key)=\($0.value.description)" }.joined(separator: " ")
        }
        let events = harness.log.events.map { $0.name + " " + text($0.data) }
        let spans = harness.tracer.spans.map {
            "\($0.name) \(text($0.attributes)) \($0.errorMessage?.description ?? "")"
        }
        return (events + spans + [harness.metrics.prometheusText()]).joined(separator: "\n")
    }

    /// Calls every member once, whether it fails or not.
    private func callEveryMember(of gateway: some Gateway) throws {
        _ = try? gateway.unlock(userPINs: ["4321"], backupOTPs: [9876])
        _ = try? gateway.connect(apikey: "k-abc", sessionID: "sid-1", pwd: "pw-2")
        _ = try? gateway.present(JWT(compact: "eyJhbGciOi"), signedWith: SSHKey(pem: "-----BEGIN KEY"))
        _ = try? gateway.signIn(LoginRequest(user: "ada", password: "hunter2"))
        let url = try #require(URL(string: "https://u53r:pa55@example.com/feed"))
        _ = try? gateway.fetch(url, headers: ["Authorization": "Bearer t0k", "Accept": "json"])
        _ = try? gateway.download(from: "https://bob:dl-pw@cdn.example.com/f?api_key=dl-key&page=2")
        _ = try? gateway.recover(account: "ada", secretAnswer: "Rex")
    }

    @Test func namesAndValuesHoldingSecretsAreRedacted() throws {
        let harness = TestConcerns.harness()
        try callEveryMember(of: HoldingGateway().decorated(with: harness.concerns))
        #expect(harness.callEvents.count == 7)

        let unlock = try #require(harness.events(named: "Gateway.unlock(userPINs:backupOTPs:)").first)
        #expect(unlock.data["userPINs"] == .redacted("<redacted>"))
        #expect(unlock.data["backupOTPs"] == .redacted("<redacted>"))
        let present = try #require(harness.events(named: "Gateway.present(_:signedWith:)").first)
        #expect(present.data["jwt"] == .redacted("<redacted>"))
        #expect(present.data["key"] == .redacted("<redacted>"))  // by its type, SSHKey
        let signIn = try #require(harness.events(named: "Gateway.signIn(_:)").first)
        #expect(signIn.data["request"] == .redacted(#"LoginRequest(user: "ada", password: <redacted>)"#))
        let fetch = try #require(harness.events(named: "Gateway.fetch(_:headers:)").first)
        #expect(fetch.data["url"] == .redacted("https://u53r:<redacted>@example.com/feed"))
        #expect(fetch.data["headers"]?.description.contains(#""Authorization": <redacted>"#) == true)
        let download = try #require(harness.events(named: "Gateway.download(from:)").first)
        #expect(
            download.data["address"] == .redacted("https://bob:<redacted>@cdn.example.com/f?api_key=<redacted>&page=2"))
        let recover = try #require(harness.events(named: "Gateway.recover(account:secretAnswer:)").first)
        #expect(recover.data["secretAnswer"] == .redacted("<redacted>"))
        #expect(recover.data["account"] == .string("ada"))
        let recorded = everythingRecorded(by: harness)
        for secret in Self.secrets {
            #expect(!recorded.contains(secret), "\(secret) reached a sink")
        }
    }

    /// With two attempts each member is retried once; with one, each call fails: its event and its
    /// span record the error.
    @Test(arguments: [1, 2])
    func errorsHoldingOrQuotingThemAreRedactedInEventsRetryWarningsAndSpans(maxAttempts: Int) throws {
        let harness = TestConcerns.harness(maxAttempts: maxAttempts)
        try callEveryMember(of: HoldingGateway(failures: 1).decorated(with: harness.concerns))

        let warnings = harness.log.events.filter { $0.name.hasSuffix(" retry") }
        #expect(warnings.count == (maxAttempts == 2 ? 7 : 0))
        let failures = harness.log.events.filter { $0.level == .error }
        #expect(failures.count == (maxAttempts == 1 ? 7 : 0))
        #expect(harness.tracer.spans.filter { $0.errorMessage != nil }.count == failures.count)
        #expect((warnings + failures).allSatisfy { $0.data["error"]?.isRedacted == true })
        let recorded = everythingRecorded(by: harness)
        for secret in Self.secrets {
            #expect(!recorded.contains(secret), "\(secret) reached a sink")
        }
    }
}
