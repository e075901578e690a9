import Crosscut
import CrosscutTesting
import Testing

/// Signatures that once made the generated code fail to compile.
@Suite struct RedteamTests {
    @Test func keywordParametersAreEscapedAsExpressionsAndNamedBareInEvents() throws {
        let harness = TestConcerns.harness()
        let service = LiveKeyworded().decorated(with: harness.concerns)
        #expect(service.labels(in: 1, for: "ab", where: true, self: 4) == 8)
        #expect(try service.default(for: 3, `inout`: 2) == 6)
        #expect(try service.default(for: 3, `inout`: 2) == 6)
        #expect(
            harness.callEvents == [
                "Keyworded.labels(in:for:where:self:)", "Keyworded.default(for:inout:)",
                "Keyworded.default(for:inout:)",
            ])
        #expect(harness.events(named: "Keyworded.labels(in:for:where:self:)").first?.data["where"] == .bool(true))
        #expect(harness.cache.statistics.hits == 1)
        #expect(try service.report(outcome: 1, start: 2, result: 3) == 6)
        let event = harness.events(named: "Keyworded.report(outcome:start:result:)").first
        #expect(event?.data["outcome"] == .int(1))  // the argument; the call's own "outcome" follows it
        #expect(event?.data["start"] == .int(2))
    }

    @Test func whereSelfAnyObjectMakesClassDecorators() throws {
        let harness = TestConcerns.harness()
        let live = LiveWhereClassBound()
        let service = live.decorated(with: harness.concerns)
        #expect(try service.hit() == 1)
        service.hits = 10
        #expect(live.hits == 10)
        #expect(harness.calls("WhereClassBound", "hit()") == 1)
    }

    @Test func noncopyableArgumentsAreForwardedButNotDescribed() throws {
        let harness = TestConcerns.harness()
        let service = LiveBorrower().decorated(with: harness.concerns)
        let ticket = Ticket(number: 1)
        #expect(try service.measure(ticket) == MemoryLayout<Ticket>.size)
        #expect(harness.events(named: "Borrower.measure(_:)").first?.data["value"] == .notDescribed)
        #expect(harness.calls("Borrower", "measure(_:)") == 1)
    }

    @Test func parameterPacksAreForwardedAndLeftOutOfLogs() async throws {
        let harness = TestConcerns.harness()
        let service = LivePacker().decorated(with: harness.concerns)
        let zipped = try await service.zip(1, "a", true, label: "x")
        #expect(zipped == (1, "a", true))
        #expect(try service.count(1, 2, key: "k") == 2)
        #expect(try service.count(3, 4, key: "k") == 2)  // the values are left out of the key, their types not
        #expect(try service.count(1, 2, 3, key: "k") == 3)
        #expect(harness.events(named: "Packer.zip(_:label:)").first?.data["values"] == nil)
        #expect(harness.events(named: "Packer.zip(_:label:)").first?.data["label"] == .string("x"))
        #expect(harness.cache.statistics.hits == 1)
    }

    @Test func throwsNeverMembersAreCalledWithoutTry() {
        let harness = TestConcerns.harness()
        let service = LiveNeverThrower().decorated(with: harness.concerns)
        #expect(service.answer(2) == 4)
        #expect(service.answer(2) == 4)
        #expect(service.value == 7)
        #expect(harness.cache.statistics.hits == 1)
        #expect(harness.calls("NeverThrower", "answer(_:)") == 2)
    }

    @Test func ownershipSpecifiersAreForwardedCopiedOrLeftOut() async throws {
        let harness = TestConcerns.harness()
        let service = LiveOwner().decorated(with: harness.concerns)
        #expect(try service.eat("abc", with: [1, 2]) == 5)
        #expect(try service.eat("abc", with: [1, 2]) == 5)
        #expect(harness.cache.statistics.hits == 1)
        let event = harness.events(named: "Owner.eat(_:with:)").first
        #expect(event?.data["food"] == .string("abc"))
        #expect(event?.data["tool"] == .string("[1, 2]"))
        let parcel = try await service.send(Parcel())
        #expect(parcel.weight == 2)
        #expect(harness.events(named: "Owner.send(_:)").first?.data["box"] == nil)
    }

    @Test func overloadsByResultOrEffectsAreAllForwardedUnderTheirOwnNames() async throws {
        let harness = TestConcerns.harness()
        let service = LiveOverloaded().decorated(with: harness.concerns)
        let count: Int = service.get("ab")
        let upper: String = service.get("ab")
        let again: String = service.get("ab")
        #expect(count == 2)
        #expect(upper == "AB")
        #expect(again == "AB")
        #expect(harness.cache.statistics.hits == 1)
        let sync: Int = try Self.loadSynchronously(service)
        let async: Int = try await service.load()
        #expect(sync == 1)
        #expect(async == 2)
        #expect(
            harness.callEvents == [
                "Overloaded.get(_: String) -> Int", "Overloaded.get(_: String) -> String",
                "Overloaded.get(_: String) -> String", "Overloaded.load() throws -> Int",
                "Overloaded.load() async throws -> Int",
            ])
    }

    @MainActor
    @Test func nonisolatedParentRequirementsOfAMainActorProtocol() throws {
        let harness = TestConcerns.harness()
        let screen = LiveScreen().decorated(with: harness.concerns)
        #expect(try screen.show() == 1)
        let describe: @Sendable () -> String = { screen.describe() }
        #expect(describe() == "screen")
        #expect(harness.callEvents == ["Screen.show()", "Screen.describe()"])
    }

    @Test func associatedTypesBoundByAParentsPrimaryTypesCanBeKeys() throws {
        let harness = TestConcerns.harness()
        let names = LiveNames().decorated(with: harness.concerns)
        #expect(names.find("abc") == 3)
        #expect(names.find("abc") == 3)
        #expect(try names.items() == ["a", "bb"])
        #expect(harness.cache.statistics.hits == 1)
    }

    private static func loadSynchronously(_ service: some Overloaded) throws -> Int { try service.load() }
}
