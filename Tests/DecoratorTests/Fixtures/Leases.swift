/// A value that cannot be copied: what a member returns through every decorator, retry included.
struct Lease: ~Copyable {
    let holder: String
}

/// Members whose result is generic over noncopyable values, as swift-configuration's
/// `watchValue(forKey:type:updatesHandler:)` is: the decorators return the value, never copy it.
// @crosscut(logging, metrics, retry)
protocol LeaseOffice: Sendable {
    func withLease<Return: ~Copyable>(for holder: String, _ body: (String) async throws -> Return) async throws
        -> Return
    func lease(for holder: String) throws -> Lease
    func holder(of lease: borrowing Lease) throws -> String
    // @crosscut(noretry)
    func end(_ lease: consuming Lease, note: String) throws
}
