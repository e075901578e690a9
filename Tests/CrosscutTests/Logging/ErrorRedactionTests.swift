import Crosscut
import CrosscutTesting
import Testing

extension LoggingTests {
    /// An error's message can quote an argument (`"bad token \(token)"`; URL and validation errors
    /// do): when a call has a redacted argument, its error is described by its type only.
    @Suite("Errors do not leak redacted arguments")
    struct ErrorRedactionTests {
        static let secret = "hunter2-Ωsecret-token"
        let sinks = LoggingTests.EverySink()
        private var memory: InMemoryEventSink { sinks.memory }
        private var written: [String] { sinks.written }

        private func logger(_ redaction: Redaction = .mask) -> EventLogger { sinks.logger(redaction: redaction) }

        @Test("A call with a redacted argument logs its error's type, not its message, in every sink")
        func aRedactedArgumentWithholdsTheErrorMessage() throws {
            let logger = logger()
            logger.logCall(
                service: "Session", member: "signIn(token:)",
                arguments: ["user": "alice", "token": logger.redaction.redact(Self.secret)],
                outcome: .threw(FlakyError("bad token \(Self.secret)")), duration: .zero)

            #expect(written.count == 3)
            #expect(written.allSatisfy { !$0.contains("hunter2") })
            let event = try #require(memory.events.first)
            #expect(event.data["error_type"] == "FlakyError")
            #expect(event.data["error"] == .redacted("<redacted>"))
        }

        @Test("A hashed redaction hashes the message, so equal errors stay correlatable")
        func aHashedRedactionHashesTheMessage() throws {
            let logger = logger(.hashed(key: Array("0123456789abcdef".utf8)))
            for _ in 0..<2 {
                logger.logCall(
                    service: "Session", member: "signIn(token:)",
                    arguments: ["token": logger.redaction.redact(Self.secret)],
                    outcome: .threw(FlakyError("bad token \(Self.secret)")), duration: .zero)
            }
            #expect(written.allSatisfy { !$0.contains("hunter2") })
            let errors = memory.events.map { $0.data["error"] }
            #expect(errors.first == errors.last)
            #expect(errors.first??.description.hasPrefix("<hash:") == true)
        }

        @Test("A call said to have redacted arguments withholds the message though no field is redacted")
        func anArgumentThatIsNotLoggedStillWithholdsTheMessage() throws {
            let logger = logger()
            logger.logCall(
                service: "Session", member: "authorize(token:)", arguments: ["token": .notDescribed],
                hasRedactedArguments: true, outcome: .threw(FlakyError("bad token \(Self.secret)")), duration: .zero)
            #expect(written.allSatisfy { !$0.contains("hunter2") })
            #expect(memory.events.first?.data["error_type"] == "FlakyError")
        }

        @Test("A call without redacted arguments logs its error's type and message")
        func withoutRedactedArgumentsTheMessageIsKept() throws {
            let logger = logger()
            logger.logCall(
                service: "Catalog", member: "sessions(for:)", arguments: ["reason": "sleep"],
                outcome: .threw(FlakyError("offline")), duration: .zero)
            let event = try #require(memory.events.first)
            #expect(
                event.data == [
                    "reason": "sleep", "outcome": "threw", "error_type": "FlakyError", "error": "offline",
                    "duration_ms": 0.0,
                ])
        }

        @Test("A retry warning of a call with redacted arguments names the error's type only")
        func retryWarningsWithholdTheMessage() async throws {
            let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none)
            let test = TestConcerns(retryStrategy: strategy)
            let (concerns, clock, calls) = (test.concerns, test.clock, CallCounter())
            let secret = Self.secret
            let call = Task {
                try await concerns.retrying(service: "Session", member: "signIn(token:)", hasRedactedArguments: true) {
                    () async throws in
                    if calls.next() == 1 { throw FlakyError("bad token \(secret)") }
                    return "account"
                }
            }
            try await clock.waitForSleepers(count: 1)
            clock.advance(by: .seconds(1))
            #expect(try await call.value == "account")

            let warning = try #require(test.events(named: "Session.signIn(token:) retry").first)
            #expect(!String(describing: warning).contains("hunter2"))
            #expect(
                warning.data == [
                    "attempt": 1, "delay_ms": 1_000.0, "error_type": "FlakyError", "error": .redacted("<redacted>"),
                ])
        }

        @Test("The synchronous retry withholds the message too")
        func syncRetryWarningsWithholdTheMessage() throws {
            let test = TestConcerns(retryStrategy: RetryStrategy(maxAttempts: 2))
            var calls = 0
            let value = try test.concerns.retrying(service: "Vault", member: "open(pin:)", hasRedactedArguments: true) {
                () throws(FlakyError) -> Int in
                calls += 1
                if calls == 1 { throw FlakyError("wrong pin \(Self.secret)") }
                return calls
            }
            #expect(value == 2)
            let warning = try #require(test.events(named: "Vault.open(pin:) retry").first)
            #expect(!String(describing: warning).contains("hunter2"))
            #expect(warning.data["error_type"] == "FlakyError")
        }
    }
}
