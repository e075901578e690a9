import Crosscut
import CrosscutTesting
import Testing

/// The generated validating decorator, through the plugin and composed with every concern an invalid
/// call passes by: each constraint passes a valid argument and stops an invalid one before the cache
/// and the service, every violation of a call at once, a secret never quoted, arguments that check
/// themselves cascading into their nested values, and a result checked after the call.
@Suite struct ValidationTests {
    private let harness = TestConcerns.harness(maxAttempts: 3)
    private let live = LiveSignups()

    private var signups: some Signups { live.decorated(with: harness.concerns) }

    /// The violations `call` is refused with, as they describe themselves.
    private func violations(_ call: () async throws -> Void) async -> [String] {
        do {
            try await call()
            return []
        } catch let error as InvalidArguments {
            return error.violations.map(\.description)
        } catch let error as InvalidResult {
            return error.violations.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func validArgumentsReachTheService() async throws {
        let signups = signups
        #expect(try await signups.register(name: "Ada", age: 13, nickname: nil) == 1, "nil passes count(2...)")
        #expect(try await signups.register(name: String(repeating: "a", count: 40), age: 120, nickname: "ad") == 1)
        try signups.confirm(code: "12345", email: "ada@example.com", password: "correct horse", score: 0.5)
        #expect(try signups.tag(["a", "b", "c"]) == 3)
        try signups.move(to: Address(street: "Main Street", postcode: Postcode(digits: "12345")))
        #expect(try signups.names(startingWith: "a") == ["ada", "alan"])
        #expect(live.counter.count("register") == 2 && live.counter.count("confirm") == 1)
        #expect(live.counter.count("tag") == 1 && live.counter.count("move") == 1)
    }

    @Test func everyViolationOfACallIsReportedTogetherAndTheServiceIsNotCalled() async {
        let signups = signups
        #expect(
            await violations { _ = try await signups.register(name: "", age: 7, nickname: "x") } == [
                "name must not be empty", "age must be between 13 and 120", "nickname must have at least 2 characters",
            ])
        #expect(
            await violations {
                _ = try await signups.register(name: String(repeating: "a", count: 41), age: 121, nickname: nil)
            } == ["name must have at most 40 characters", "age must be between 13 and 120"])
        #expect(
            await violations { try signups.confirm(code: "1234x", email: "ada", password: "correct horse", score: 1) }
                == [
                    "code must match /[0-9]{5}/", "email must satisfy SignupRules.isEmail",
                    "score must be at least 0.0 and less than 1.0",
                ])
        #expect(live.counter.count("register") == 0 && live.counter.count("confirm") == 0)
    }

    /// `/(a+)+$/` takes time exponential in its input, and Swift's regexes have no timeout: the count
    /// written after it is checked first, and a value too long for it never reaches the regex.
    @Test func aCountBoundsWhatARegexReads() async {
        let signups = signups
        let hostile = String(repeating: "a", count: 40) + "!"
        #expect(
            await violations { try signups.redeem(voucher: hostile) } == ["voucher must have at most 16 characters"])
        #expect(await violations { try signups.redeem(voucher: "aaaa!") } == ["voucher must match /(a+)+$/"])
        #expect(live.counter.count("redeem") == 0)
    }

    @Test func theErrorNamesTheCallAndEachConstraint() async {
        let signups = signups
        await #expect(
            throws: InvalidArguments(
                call: "Signups.register(name:age:nickname:)",
                violations: [Violation(subject: "age", constraint: "13...120", message: "must be between 13 and 120")])
        ) {
            _ = try await signups.register(name: "Ada", age: 200, nickname: nil)
        }
    }

    @Test func aGenericMembersArgumentsAreChecked() async {
        let signups = signups
        #expect(await violations { _ = try signups.tag([Int]()) } == ["items must not be empty"])
        #expect(await violations { _ = try signups.tag(Set(1...4)) } == ["items must have at most 3 elements"])
        #expect(await violations { _ = try signups.tag("abcd") } == ["items must have at most 3 characters"])
        #expect(live.counter.count("tag") == 0)
    }

    @Test func anArgumentThatChecksItselfCascadesIntoItsNestedValues() async {
        let signups = signups
        let address = Address(street: "", postcode: Postcode(digits: "12"))
        #expect(
            await violations { try signups.move(to: address) } == [
                "address.street must not be empty", "address.postcode.digits must match /[0-9]{5}/",
            ])
        #expect(live.counter.count("move") == 0)
    }

    @Test func aResultIsCheckedAfterTheCall() {
        let signups = signups
        #expect(
            throws: InvalidResult(
                call: "Signups.names(startingWith:)",
                violations: [Violation(subject: "result", constraint: "nonEmpty", message: "must not be empty")])
        ) {
            _ = try signups.names(startingWith: "z")
        }
        #expect(live.counter.count("names") == 1, "the service answered")
    }

    @Test func anInvalidCallNeverReachesTheCacheOrTheService() async throws {
        let signups = signups
        for _ in 0..<2 {
            await #expect(throws: InvalidArguments.self) { try await signups.member(id: 0) }
        }
        #expect(live.counter.count("member") == 0)
        #expect(try await signups.member(id: 1) == "member 1")
        #expect(try await signups.member(id: 1) == "member 1")
        #expect(live.counter.count("member") == 1, "the second valid call was a hit")
        #expect(harness.retries("Signups", "member(id:)") == nil, "a refusal is never retried")
    }

    @Test func aSecretsValueIsInNeitherTheErrorNorTheLogNorTheSpanNorTheMetrics() async throws {
        let signups = signups
        #expect(
            await violations { try signups.confirm(code: "12345", email: "a@b", password: "hunter2", score: 0) } == [
                "password must satisfy SignupRules.isStrong"
            ])
        let refusal = try #require(
            harness.events(named: "Signups.confirm(code:email:password:score:) invalid arguments").first)
        #expect(refusal.level == .warning)
        let refused = harness.metrics.snapshot().counter(
            MetricName.invalidArguments,
            [
                "module": "DecoratorTests", "service": "Signups", "member": "confirm(code:email:password:score:)",
                "parameter": "password",
            ])
        #expect(refused == 1)
        let span = try #require(harness.tracer.spans.first { $0.name == "Signups.confirm(code:email:password:score:)" })
        #expect(span.attributes["error.type"] == "InvalidArguments")

        func text(_ data: EventData) -> String { data.fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
        let recorded =
            harness.log.events.map { "\($0.name) \(text($0.data))" }
            + harness.tracer.spans.map { "\($0.name) \(text($0.attributes)) \($0.errorMessage?.description ?? "")" }
            + [harness.metrics.prometheusText()]
        #expect(!recorded.contains { $0.contains("hunter2") })
    }
}
