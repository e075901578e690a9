import Crosscut
import CrosscutTesting
import Foundation
import Testing

extension LoggingTests {
    /// Values whose descriptions would show a secret they hold are described with it masked: their
    /// properties, dictionary keys and URLs, at any depth, in arguments and errors alike.
    @Suite("Secrets inside values")
    struct SecretsInsideValuesTests {
        struct LoginRequest: Sendable {
            var user: String
            var password: String
        }
        struct Envelope {
            var id: Int
            var request: LoginRequest?
        }
        /// Its description quotes its token, though no default description would be asked for.
        struct Session: CustomStringConvertible {
            var user: String
            var sessionToken: String
            var description: String { "\(user) holds \(sessionToken)" }
        }
        struct SafeLogin: CustomStringConvertible, DescribedInClear {
            var user: String
            var password: String
            var description: String { "SafeLogin(\(user))" }
        }
        struct Seed: AlwaysRedacted {
            var bytes: [UInt8]
        }
        enum Credential {
            case pin(Int)
            case apiKey(String, scope: String)
            case anonymous(name: String)
        }
        struct Rejected: Error {
            var user: String
            var authCode: String
        }

        @Test("A struct's property named as a secret is masked in its default description")
        func aPropertyNamedAsASecretIsMasked() {
            let value = EventValue(describing: LoginRequest(user: "ada", password: "hunter2"))
            #expect(value == .redacted(#"LoginRequest(user: "ada", password: <redacted>)"#))
            let nested = EventValue(
                describing: Envelope(id: 1, request: LoginRequest(user: "ada", password: "hunter2")))
            #expect(
                nested
                    == .redacted(
                        #"Envelope(id: 1, request: Optional(LoginRequest(user: "ada", password: <redacted>)))"#))
            #expect(
                EventValue(describing: [LoginRequest(user: "a", password: "b")])
                    == .redacted(#"[LoginRequest(user: "a", password: <redacted>)]"#))
        }

        @Test("A custom description that could quote a secret property gives way to the masked default one")
        func aCustomDescriptionOfASecretIsNotTrusted() {
            let value = EventValue(describing: Session(user: "ada", sessionToken: "tok-1"))
            #expect(value == .redacted(#"Session(user: "ada", sessionToken: <redacted>)"#))
        }

        @Test("DescribedInClear is taken at its word, AlwaysRedacted is never shown")
        func theMarkersDecide() {
            #expect(EventValue(describing: SafeLogin(user: "ada", password: "hunter2")) == .string("SafeLogin(ada)"))
            #expect(EventValue(describing: Seed(bytes: [1, 2, 3])) == .redacted("<redacted>"))
            #expect(EventValue(describing: ["seed": Seed(bytes: [1])]) == .redacted(#"["seed": <redacted>]"#))
        }

        @Test("The values of dictionary keys and header pairs named as secrets are masked")
        func dictionaryKeysAndHeaderPairs() {
            let headers = EventValue(describing: ["Authorization": "Bearer abc.def"])
            #expect(headers == .redacted(#"["Authorization": <redacted>]"#))
            let pairs = EventValue(describing: [("Accept", "json"), ("X-API-Key", "k-123")])
            #expect(pairs == .redacted(#"[("Accept", "json"), ("X-API-Key", <redacted>)]"#))
            #expect(EventValue(describing: ["Accept": "json"]) == .string(#"["Accept": "json"]"#))
        }

        @Test("A URL's password and secret query items are masked")
        func urlCredentials() throws {
            let url = try #require(URL(string: "https://ada:hunter2@example.com/a?x=1&access_token=abc#id_token=z"))
            #expect(
                EventValue(describing: url)
                    == .redacted("https://ada:<redacted>@example.com/a?x=1&access_token=<redacted>#id_token=<redacted>")
            )
            let plain = try #require(URL(string: "https://example.com/a?page=2"))
            #expect(EventValue(describing: plain) == .string("https://example.com/a?page=2"))
        }

        @Test("An enum case named as a secret masks its payload")
        func enumCases() {
            #expect(EventValue(describing: Credential.pin(1234)) == .redacted("pin(<redacted>)"))
            #expect(EventValue(describing: Credential.apiKey("k", scope: "all")) == .redacted("apiKey(<redacted>)"))
            #expect(EventValue(describing: Credential.anonymous(name: "x")) == .string(#"anonymous(name: "x")"#))
        }

        @Test("Values with no secret describe themselves as before")
        func plainValuesAreUnchanged() {
            #expect(EventValue(describing: Envelope(id: 1, request: nil)) == .string("Envelope(id: 1, request: nil)"))
            #expect(EventValue(describing: [1, 2]) == .string("[1, 2]"))
            #expect(EventValue(describing: ["key": 1, "tokenizer": 2]).isRedacted == false)
        }

        @Test("A value too large or deep to look through is cut off, never shown past the limit")
        func limits() {
            struct Pair { var a = 1, b = 2 }
            guard case .redacted(let text) = EventValue(describing: Array(repeating: Pair(), count: 20_000)) else {
                Issue.record("a value past the part limit was described in clear")
                return
            }
            #expect(text.hasSuffix("…]"))
            #expect(EventValue(describing: Array(repeating: 7, count: 20_000)).isRedacted == false)
            indirect enum Chain {
                case link(Chain)
                case end(password: String)
            }
            var chain = Chain.end(password: "hunter2")
            for _ in 0..<20 { chain = .link(chain) }
            let deep = EventValue(describing: chain)
            #expect(deep.isRedacted && !deep.description.contains("hunter2"))
        }

        @Test("An error holding a secret is logged and traced with it masked")
        func errorsHoldingSecrets() throws {
            let harness = TestConcerns()
            harness.concerns.logger.logCall(
                service: "Auth", member: "verify()", arguments: [:],
                outcome: .threw(Rejected(user: "ada", authCode: "913-442")), duration: .zero)
            let event = try #require(harness.log.events.first)
            #expect(event.data["error"] == .redacted(#"Rejected(user: "ada", authCode: <redacted>)"#))
            let failure = CallFailure(Rejected(user: "ada", authCode: "913-442"))
            #expect(failure.isMessageRedacted && !failure.message.description.contains("913-442"))
        }
    }
}
