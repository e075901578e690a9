import Crosscut
import CrosscutTesting
import Testing

/// A protocol that suppresses `Copyable` is decorated: its decorators hold a noncopyable service
/// without copying it, add their concerns to every call, and are copyable where the service is.
@Suite struct NoncopyableServiceTests {
    @Test func aNoncopyableServiceIsLoggedCountedAndRetriedThroughItsDecorators() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter(failing: ["write": 1, "read": 2])
        let pipe = OwnedPipe(counter: counter, contents: "breathe").decorated(with: harness.concerns)
        try await pipe.write("in")
        #expect(try pipe.read(upTo: 3) == "bre")
        #expect(counter.count("write") == 2)
        #expect(counter.count("read") == 3)
        #expect(harness.retries("Pipe", "write(_:)") == 1)
        #expect(harness.retries("Pipe", "read(upTo:)") == 2)
        #expect(harness.calls("Pipe", "read(upTo:)") == 1)
        #expect(harness.callEvents == ["Pipe.write(_:)", "Pipe.read(upTo:)"])
        #expect(harness.events(named: "Pipe.read(upTo:)").first?.data["count"] == 3)
    }

    @Test func aMutatingMemberChangesTheHeldService() {
        let harness = TestConcerns.harness()
        var pipe = OwnedPipe(counter: CallCounter(), contents: "").decorated(with: harness.concerns)
        #expect(pipe.drain() == 1)
        #expect(pipe.drain() == 2)
        #expect(harness.events(named: "Pipe.drain()").count == 2)
    }

    @Test func aBorrowedSelfArgumentIsForwardedUnwrappedAndLeftOutOfTheEvent() throws {
        let harness = TestConcerns.harness()
        let pipe = OwnedPipe(counter: CallCounter(), contents: "in").decorated(withLogging: harness.concerns)
        let other = OwnedPipe(counter: CallCounter(), contents: "out").decorated(withLogging: harness.concerns)
        #expect(pipe.joined(with: other) == "inout")
        let joined = try #require(harness.events(named: "Pipe.joined(with:)").first)
        #expect(joined.data["other"] == nil)
    }

    @Test func theDecoratorsOfACopyableServiceAreCopyable() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter()
        let pipe = SharedPipe(counter: counter, name: "tide").decorated(withLogging: harness.concerns)
            .decorated(withMetrics: harness.concerns)
        let copy = pipe
        try await pipe.write("a")
        try await copy.write("b")
        #expect(counter.count("write") == 2)
        #expect(harness.calls("Pipe", "write(_:)") == 2)
    }

    @Test func aCopyableChildOfANoncopyableProtocolIsDecoratedAsUsual() async throws {
        let harness = TestConcerns.harness()
        let pipe = SharedPipe(counter: CallCounter(), name: "kelp").decorated(with: harness.concerns)
        let copy = pipe
        #expect(copy.name == "kelp")
        #expect(try pipe.read(upTo: 2) == "ke")
        #expect(harness.callEvents == ["NamedPipe.name", "NamedPipe.read(upTo:)"])
    }
}
