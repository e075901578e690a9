import Crosscut
import Testing

/// Noncopyable results pass through the logging, metrics and retrying decorators, retried like
/// any other: the successful attempt's value is returned.
@Suite struct NoncopyableResultTests {
    @Test func aGenericNoncopyableResultIsRetriedAndReturned() async throws {
        let harness = Harness()
        let counter = CallCounter(failing: ["withLease": 1])
        let office = LiveLeaseOffice(counter: counter).decorated(with: harness.concerns)
        let lease = try await office.withLease(for: "ana") { holder in Lease(holder: holder) }
        #expect(lease.holder == "ana")
        #expect(counter.count("withLease") == 2)
        #expect(harness.retries("LeaseOffice", "withLease(for:_:)") == 1)
        #expect(harness.calls("LeaseOffice", "withLease(for:_:)") == 1)
    }

    @Test func aNoncopyableResultOfTheTargetIsRetriedAndReturned() throws {
        let harness = Harness()
        let counter = CallCounter(failing: ["lease": 2])
        let lease = try LiveLeaseOffice(counter: counter).decorated(with: harness.concerns).lease(for: "bo")
        #expect(lease.holder == "bo")
        #expect(counter.count("lease") == 3)
        #expect(harness.callEvents == ["LeaseOffice.lease(for:)"])
    }
}
