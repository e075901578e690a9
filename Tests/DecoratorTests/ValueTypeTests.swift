import Crosscut
import CrosscutTesting
import Testing

/// Value-type protocols with `mutating` requirements, actor-isolated protocols, nested protocols
/// with inherited requirements.
@Suite struct ValueTypeTests {
    @Test func mutatingMembersAndSettersReachTheStoredDecoratee() throws {
        let harness = TestConcerns.harness()
        var counter = LiveCounter().decorated(with: harness.concerns)
        counter.increment(by: 3)
        counter.value += 4
        #expect(counter.value == 7)
        try counter.reset()
        #expect(counter.value == 0)
        #expect(harness.events(named: "Counter.increment(by:)").first?.data["amount"] == 3)
        #expect(harness.events(named: "Counter.value.setter").first?.data["newValue"] == 7)
    }

    @Test func anInoutSelfArgumentChangesTheOtherServiceThroughItsDecorators() throws {
        let harness = TestConcerns.harness()
        var first = BreathSegment(breaths: [4]).decorated(with: harness.concerns)
        var next = BreathSegment(breaths: [5, 6, 7]).decorated(with: harness.concerns)
        #expect(!first.rebalance(nextNeighbor: &next, capacity: 3))
        #expect(first.breaths == [4, 5, 6])
        #expect(next.breaths == [7])
        first += next
        #expect(first.breaths == [4, 5, 6, 7])
        let tail = first.split(at: 2)
        #expect(tail.breaths == [6, 7])
        #expect(first.breaths == [4, 5])
        #expect(harness.calls("TimelineSegment", "rebalance(nextNeighbor:capacity:)") == 1)
        #expect(harness.calls("TimelineSegment", "split(at:)") == 1)
    }

    @Test func aStaticMemberReturningSelfWrapsItInTheConcernsOfItsFirstSelfArgument() {
        let logged = TestConcerns.harness()
        let unlogged = TestConcerns.harness(enabled: [])
        let first = BreathSegment(breaths: [4]).decorated(withLogging: logged.concerns)
        let second = BreathSegment(breaths: [5]).decorated(withLogging: unlogged.concerns)
        let joined = first + second
        #expect(joined.breaths == [4, 5])
        #expect(logged.events(named: "TimelineSegment.breaths").count == 1)
        #expect(unlogged.events(named: "TimelineSegment.breaths").isEmpty)
    }

    @Test func anInoutSelfArgumentIsLoggedAsItsServiceAfterTheCall() throws {
        let harness = TestConcerns.harness()
        var first = BreathSegment(breaths: [4, 5]).decorated(withLogging: harness.concerns)
        var next = BreathSegment(breaths: [6, 7]).decorated(withLogging: harness.concerns)
        #expect(first.rebalance(nextNeighbor: &next, capacity: 4))
        let rebalanced = try #require(harness.events(named: "TimelineSegment.rebalance(nextNeighbor:capacity:)").first)
        #expect(rebalanced.data["next"] == "[]")
        #expect(rebalanced.data["capacity"] == 4)
    }

    @Test func aSelfArgumentOfStackedDecoratorsIsLoggedAsTheServiceTheyWrap() throws {
        let harness = TestConcerns.harness()
        var first = BreathSegment(breaths: [4]).decorated(with: harness.concerns)
        var next = BreathSegment(breaths: [6, 7]).decorated(with: harness.concerns)
        #expect(!first.rebalance(nextNeighbor: &next, capacity: 2))
        let rebalanced = try #require(harness.events(named: "TimelineSegment.rebalance(nextNeighbor:capacity:)").first)
        #expect(rebalanced.data["next"] == "[7]")
        #expect(EventValue(describing: next) == "[7]")
    }

    @Test func mutatingGettersNonmutatingSettersAndResultBuildersAreForwarded() {
        let harness = TestConcerns.harness()
        var counter = LiveCounter(value: 2).decorated(with: harness.concerns)
        #expect(counter.peek == 2)
        #expect(counter.peek == 2)
        let unchanged = counter
        unchanged.label = "shared"
        #expect(counter.label == "shared")
        let lines = counter.lines {
            "one"
            "two"
        }
        #expect(lines == ["one", "two"])
        #expect(harness.events(named: "Counter.peek").count == 2)
        #expect(harness.events(named: "Counter.label.setter").first?.data["newValue"] == "shared")
    }

    @Test func mutatingThrowingMembersAreRetried() throws {
        let harness = TestConcerns.harness(maxAttempts: 3)
        var counter = LiveCounter(value: 5, resetFailures: 2).decorated(withRetry: harness.concerns)
        try counter.reset()
        #expect(counter.value == 0)
        #expect(counter.decoratee.resetFailures == 0)
        #expect(harness.retries("Counter", "reset()") == 2)
    }

    @MainActor
    @Test func mainActorDecoratorsKeepIsolationAndNonisolatedMembers() async {
        let harness = TestConcerns.harness()
        let live = LiveNavigator()
        let navigator = live.decorated(with: harness.concerns)
        navigator.show("welcome")
        navigator.show("reason")
        await navigator.back()
        #expect(live.shown == ["welcome"])
        #expect(navigator.identifier() == "navigator")
        #expect(
            harness.callEvents == [
                "Navigator.show(_:)", "Navigator.show(_:)", "Navigator.back()", "Navigator.identifier()",
            ])
    }

    @Test func nestedProtocolForwardsRequirementsInheritedFromOtherFiles() async throws {
        let harness = TestConcerns.harness(maxAttempts: 2)
        let counter = CallCounter(failing: ["read": 1])
        let store: Storage.RetryingStore<LiveStore> = LiveStore(counter: counter).decorated(withRetry: harness.concerns)
        #expect(try store.read() == "stored")
        try store.write("x")
        try await store.flush()
        #expect(counter.count("read") == 2)
        #expect(harness.retries("Storage.Store", "read()") == 1)
        let logged = LiveStore(counter: counter).decorated(withLogging: harness.concerns)
        try logged.write("y")
        #expect(harness.events(named: "Storage.Store.write(_:)").first?.data["item"] == "y")
    }
}
