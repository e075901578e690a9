import Crosscut
import CrosscutTesting
import Testing

/// Secrets reach no sink with no annotation: arguments whose names, labels or types say they hold
/// one are logged and traced redacted, the errors that quote them too, and no metric or cache
/// statistic carries an argument's value; `public:` and `logging(arguments: private)` move the line.
@Suite struct SecretRedactionTests {
    /// Everything the harness recorded, as text: every event's name and fields, every span's name,
    /// attributes and error message, and the metrics' Prometheus page (the cache's hit and miss
    /// counters are among them).
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

    @Test func secretsByNameLabelAndTypeAreRedactedWithoutAnnotation() async throws {
        let harness = TestConcerns.harness()
        var accounts = QuotingAccounts().decorated(with: harness.concerns)
        _ = try await accounts.signIn(email: "ada@example.com", password: "hunter2")
        _ = try accounts.profile(for: 7, sessionToken: "tok-abc")
        _ = try accounts.profile(for: 7, sessionToken: "tok-abc")  // a hit
        _ = try accounts.verify(oneTimePassword: 123_456, card: CardNumber(digits: "4111111111111111"))
        accounts.apiKey = "key-xyz"

        let signIn = try #require(harness.events(named: "Accounts.signIn(email:password:)").first)
        #expect(signIn.data["email"] == "ada@example.com")
        #expect(signIn.data["password"] == .redacted("<redacted>"))
        let verify = try #require(harness.events(named: "Accounts.verify(oneTimePassword:card:)").first)
        #expect(verify.data["code"] == .redacted("<redacted>"))  // by its label, oneTimePassword
        #expect(verify.data["card"] == .redacted("<redacted>"))  // by its type, CardNumber
        let setter = try #require(harness.events(named: "Accounts.apiKey.setter").first)
        #expect(setter.data["newValue"] == .redacted("<redacted>"))
        let hits = harness.metrics.snapshot().counter(
            "crosscut_cache_requests_total",
            [
                "member": "profile(for:sessionToken:)", "result": "hit", "module": "DecoratorTests",
                "service": "Accounts",
            ])
        #expect(hits == 1)

        let spans = harness.tracer.spans
        #expect(spans.count == 5)
        #expect(spans.first?.attributes["crosscut.argument.password"] == .redacted("<redacted>"))
        let recorded = everythingRecorded(by: harness)
        for secret in ["hunter2", "tok-abc", "123456", "4111111111111111", "key-xyz"] {
            #expect(!recorded.contains(secret), "\(secret) reached a sink")
        }
    }

    @Test func errorsQuotingASecretAreRedactedInEveryEventAndRetryWarning() async throws {
        let harness = TestConcerns.harness(maxAttempts: 3)
        let accounts = QuotingAccounts(failing: ["signIn": 2, "profile": 3]).decorated(with: harness.concerns)
        _ = try await accounts.signIn(email: "ada@example.com", password: "hunter2")  // two retries, then in
        #expect(throws: QuotingAccounts.Rejected.self) { try accounts.profile(for: 1, sessionToken: "tok-abc") }

        let warnings = harness.log.events.filter { $0.name.hasSuffix(" retry") }
        #expect(warnings.count == 4)
        #expect(warnings.allSatisfy { $0.data["error_type"] == "Rejected" })
        let recorded = everythingRecorded(by: harness)
        #expect(!recorded.contains("hunter2") && !recorded.contains("tok-abc"), "\(recorded)")
    }

    @Test func publicLogsALookalikeInClear() throws {
        let harness = TestConcerns.harness()
        let accounts = QuotingAccounts().decorated(with: harness.concerns)
        _ = accounts.locate(pin: 42)
        #expect(harness.events(named: "Accounts.locate(pin:)").first?.data["pin"] == 42)
    }

    @Test func privateArgumentsRedactAllButThoseMarkedPublic() throws {
        let harness = TestConcerns.harness()
        let diary = QuotingDiary().decorated(with: harness.concerns)
        try diary.write("dear diary", mood: 3)
        #expect(throws: QuotingAccounts.Rejected.self) { try diary.write("a bad day", mood: -1) }

        let events = harness.events(named: "Diary.write(_:mood:)")
        #expect(events.map { $0.data["entry"] } == [.redacted("<redacted>"), .redacted("<redacted>")])
        #expect(events.map { $0.data["mood"] } == [3, -1])
        let recorded = everythingRecorded(by: harness)
        #expect(!recorded.contains("dear diary") && !recorded.contains("a bad day"), "\(recorded)")
    }
}
