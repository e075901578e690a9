/// Hands out leases, failing each member's first calls as `counter` says.
struct LiveLeaseOffice: LeaseOffice {
    let counter: CallCounter

    func withLease<Return: ~Copyable>(for holder: String, _ body: (String) async throws -> Return) async throws
        -> Return
    {
        try counter.call("withLease")
        return try await body(holder)
    }

    func lease(for holder: String) throws -> Lease {
        try counter.call("lease")
        return Lease(holder: holder)
    }

    func holder(of lease: borrowing Lease) throws -> String {
        try counter.call("holder")
        return lease.holder
    }

    func end(_ lease: consuming Lease, note: String) throws {
        try counter.call("end")
        _ = consume lease
    }
}
