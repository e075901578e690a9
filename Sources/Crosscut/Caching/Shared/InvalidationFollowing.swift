/// How many tasks follow a ``SharedCache``'s invalidations now, shared by the cache and its copies:
/// an instance that reads shared values while none does serves, from its local tier, values other
/// instances invalidated, until their TTL ends.
final class InvalidationFollowing: Sendable {
    private let followers = Locked(0)

    /// Runs `follow`, counted as a follower until it returns or throws.
    func counting(_ follow: () async throws -> Void) async throws {
        followers.withLock { $0 += 1 }
        defer { followers.withLock { $0 -= 1 } }
        try await follow()
    }

    /// Whether a task follows the invalidations now. One uncontended lock: a shared read that asks
    /// goes on to a store round trip that costs thousands of times more.
    var isFollowed: Bool {
        followers.withLock { $0 > 0 }
    }

    /// Says, at `.notice`, that a shared value was read while nobody followed the invalidations.
    static func noteUnfollowed(to logger: EventLogger) {
        logger.log(
            .notice, "shared cache",
            [
                "reason": "no_invalidation_follower",
                "fix":
                    "run concerns.followSharedCacheInvalidations() beside the server; until then this instance serves values other instances invalidated until their TTL ends",
            ])
    }
}
