import Crosscut
import CrosscutTesting
import Testing

/// Noncopyable values pass through the logging, metrics and retrying decorators: results are
/// returned (retried like any other), arguments forwarded and logged as present but not described.
@Suite struct NoncopyableResultTests {
    @Test func aGenericNoncopyableResultIsRetriedAndReturned() async throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter(failing: ["withLease": 1])
        let office = LiveLeaseOffice(counter: counter).decorated(with: harness.concerns)
        let lease = try await office.withLease(for: "ana") { holder in Lease(holder: holder) }
        #expect(lease.holder == "ana")
        #expect(counter.count("withLease") == 2)
        #expect(harness.retries("LeaseOffice", "withLease(for:_:)") == 1)
        #expect(harness.calls("LeaseOffice", "withLease(for:_:)") == 1)
    }

    @Test func aNoncopyableResultOfTheTargetIsRetriedAndReturned() throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter(failing: ["lease": 2])
        let lease = try LiveLeaseOffice(counter: counter).decorated(with: harness.concerns).lease(for: "bo")
        #expect(lease.holder == "bo")
        #expect(counter.count("lease") == 3)
        #expect(harness.callEvents == ["LeaseOffice.lease(for:)"])
    }

    @Test func noncopyableArgumentsAreForwardedAndLoggedAsNotDescribed() throws {
        let harness = TestConcerns.harness()
        let counter = CallCounter(failing: ["holder": 1])
        let office = LiveLeaseOffice(counter: counter).decorated(with: harness.concerns)
        let lease = Lease(holder: "cy")
        #expect(try office.holder(of: lease) == "cy")
        #expect(counter.count("holder") == 2)
        try office.end(lease, note: "done")
        let ended = try #require(harness.events(named: "LeaseOffice.end(_:note:)").first)
        #expect(ended.data["lease"] == .notDescribed)
        #expect(ended.data["note"] == "done")
        #expect(harness.events(named: "LeaseOffice.holder(of:)").first?.data["lease"] == .notDescribed)
    }
}
