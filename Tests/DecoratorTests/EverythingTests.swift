import Crosscut
import CrosscutTesting
import Testing

/// Every construct of ``Everything`` through each generated decorator.
@Suite struct EverythingTests {
    /// Each decorator alone, and all of them composed, over the same fake.
    private static func decorators(
        _ live: LiveEverything, _ concerns: Concerns
    ) -> [(name: String, service: any Everything<String>)] {
        [
            ("logging", live.decorated(withLogging: concerns)), ("metrics", live.decorated(withMetrics: concerns)),
            ("authorization", live.decorated(withAuthorization: concerns)), ("validation", live.decorated(withValidation: concerns)),
            ("caching", live.decorated(withCaching: concerns)), ("retry", live.decorated(withRetry: concerns)),
            ("composed", live.decorated(with: concerns)),
        ]
    }

    @Test(arguments: ["logging", "metrics", "authorization", "validation", "caching", "retry", "composed"])
    func everyMemberForwardsItsResult(_ decorator: String) async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter()
        let live = LiveEverything(counter: counter)
        let service = try #require(Self.decorators(live, harness.concerns).first { $0.name == decorator }?.service)
        let caller = Caller(id: "tester", roles: ["everything.use", "everything.submit"])
        try await Caller.with(caller) { try await exercise(service, counter: counter) }
    }

    private func exercise(_ service: some Everything<String>, counter: CallCounter) async throws {
        service.ping()
        #expect(counter.count("ping") == 1)
        #expect(try await service.fetch(4) == "item 4")
        #expect(try service.typed(value: 21) == 42)
        #expect(try await service.typedAsync() == "typed")
        #expect(service.map { $0 * 10 } == [10, 20, 30])
        #expect(throws: FakeError(code: 9)) { _ = try service.map { _ in throw FakeError(code: 9) } }
        #expect(try service.convert(12, to: Int.self) == 12)
        var value = 1
        service.adjust(&value, by: 5)
        #expect(value == 6)
        let ran = Locked(false)
        var completed = false
        await service.run(work: { ran.withLock { $0 = true } }, completion: { completed = true })
        #expect(ran.withLock { $0 } && completed)
        service.note("hello")
        #expect(counter.count("note:hello") == 1)
        #expect(service.describe(3).description == "<3>")
        service.touch()
        var handled: [String] = []
        #expect(try service.lookup(key: "abc") { handled.append($0) } == 3)
        #expect(handled == ["abc"])
        try service.submit(start: 1)
        #expect(service.pairs(["a": [1], "b": []]).map(\.0) == ["a", "b"])
        #expect(service.name == "everything")
        #expect(try await service.remote == 42)
        #expect(service[0] == "zero")
        #expect(service[generic: "g"] == "g")
        #expect(service.modern() == 13)
        #if DEBUG
            #expect(service.debugDump() == "debug")
        #else
            #expect(service.releaseDump() == "release")
        #endif
    }

    @Test func settersSubscriptsSelfStaticsAndOperatorsReachTheDecoratee() {
        let harness = TestConcerns.harness()
        var service = LiveEverything(counter: CallCounter()).decorated(withLogging: harness.concerns)
        service.count = 3
        service[key: "k"] = 8
        #expect(service.count == 3 && service.decoratee.count == 3)
        #expect(service[key: "k"] == 8)
        let made = service.make()
        #expect(made.decoratee.count == 103)
        #expect(type(of: made) == LoggingEverything<LiveEverything>.self)
        #expect(LoggingEverything<LiveEverything>.shared() == 5)
        #expect(LoggingEverything<LiveEverything>.version == "1.0")
        #expect(service == service)
        #expect(!(service == made))
        #expect(harness.events(named: "Everything.count.setter").first?.data["newValue"] == 3)
        #expect(harness.events(named: "Everything.subscript(key:).setter").first?.data["key"] == "k")
    }

    @Test func loggingOmitsClosuresAndNamesEveryMemberBySignature() async throws {
        let harness = TestConcerns.harness()
        let service = LiveEverything(counter: CallCounter()).decorated(withLogging: harness.concerns)
        _ = try service.lookup(key: "abc") { _ in }
        service.note("n")
        _ = service[0]
        _ = try await service.remote
        var value = 1
        service.adjust(&value, by: 2)
        #expect(
            harness.callEvents == [
                "Everything.lookup(key:handler:)", "Everything.note(_:)", "Everything.subscript(_:)",
                "Everything.remote", "Everything.adjust(_:by:)",
            ])
        let lookup = try #require(harness.events(named: "Everything.lookup(key:handler:)").first)
        #expect(lookup.data.map(\.key) == ["key", "outcome", "duration_ms"])
        #expect(harness.events(named: "Everything.adjust(_:by:)").first?.data["delta"] == 2)
    }

    @Test func typedThrowsAreLoggedCountedAndRetriedWithTheirType() async throws {
        let harness = TestConcerns.harness(maxAttempts: 3)
        let counter = CallCounter(failing: ["typed": 5, "typedAsync": 1])
        let service = LiveEverything(counter: counter).decorated(withRetry: harness.concerns).decorated(withMetrics: harness.concerns)
            .decorated(withLogging: harness.concerns)
        do {
            _ = try service.typed(value: 1)
            Issue.record("expected a FakeError")
        } catch {
            let typed: FakeError = error  // typed throws: `error` is a FakeError
            #expect(typed == FakeError(code: 1))
        }
        #expect(counter.count("typed") == 3)
        #expect(try await service.typedAsync() == "typed")
        #expect(harness.retries("Everything", "typed(value:)") == 2)
        #expect(harness.retries("Everything", "typedAsync()") == 1)
        #expect(harness.calls("Everything", "typed(value:)", outcome: "error") == 1)
        #expect(harness.events(named: "Everything.typed(value:)").first?.data["error"] == "FakeError(code: 1)")
    }

    @Test func cachingHonoursIgnoredParametersAndInvalidatingSetters() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter()
        var service = LiveEverything(counter: counter).decorated(withCaching: harness.concerns)
        _ = try service.lookup(key: "a") { _ in }
        _ = try service.lookup(key: "a") { _ in }
        _ = try await service.remote
        _ = try await service.remote
        _ = try await service.fetch(1)
        _ = try await service.fetch(1)
        #expect([counter.count("lookup"), counter.count("remote"), counter.count("fetch")] == [1, 1, 1])
        service.count = 2
        _ = try service.lookup(key: "a") { _ in }
        _ = try await service.fetch(1)
        #expect([counter.count("lookup"), counter.count("fetch")] == [2, 2])
    }

    @Test func rethrowsAndNoRetryMembersAreNotRetried() {
        let harness = TestConcerns.harness(maxAttempts: 3)
        let counter = CallCounter(failing: ["submit": 1])
        let service = LiveEverything(counter: counter).decorated(withRetry: harness.concerns)
        var attempts = 0
        #expect(throws: FakeError(code: 4)) {
            _ = try service.map { _ in
                attempts += 1
                throw FakeError(code: 4)
            }
        }
        #expect(attempts == 1)
        #expect(throws: FakeError(code: 1)) { try service.submit(start: 1) }
        #expect(counter.count("submit") == 1)
    }
}
