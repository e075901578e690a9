/// Whether anyone follows a ``SharedCache``'s invalidations, shared by the cache and its copies:
/// an instance that reads shared values and follows no invalidations serves, from its local tier,
/// values other instances invalidated, until their TTL ends. Said once, at the first read.
final class InvalidationFollowing: Sendable {
    private let state = Locked((isFollowed: false, isNoted: false))

    /// Records that ``Concerns/followSharedCacheInvalidations(applied:)`` has started.
    func start() {
        state.withLock { $0.isFollowed = true }
    }

    /// Whether a read finds nobody following, for the first time: it is said then, and never again.
    func isFirstReadUnfollowed() -> Bool {
        state.withLock { state in
            guard !state.isFollowed && !state.isNoted else { return false }
            state.isNoted = true
            return true
        }
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
