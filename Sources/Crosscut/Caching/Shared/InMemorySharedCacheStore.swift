/// A ``SharedCacheStore`` in one process's memory: what several ``Concerns`` of one process share,
/// each with its own local tier — in tests, two instances of a service side by side.
///
/// Expiry reads the injected clock, so a test with a manual clock is exact; an expired value is
/// never returned and is dropped when read. Every invalidation reaches every stream of
/// ``invalidations()``, the invalidating instance's own included, and a value computed before it is
/// not stored. Claims give single-flight across instances.
///
/// ```swift
/// let store = InMemorySharedCacheStore(clock: clock)
/// var first = Concerns(clock: clock), second = Concerns(clock: clock)
/// first.sharedCache = SharedCache(store: store)
/// second.sharedCache = SharedCache(store: store)
/// ```
public final class InMemorySharedCacheStore: SharedCacheStore {
    private struct State {
        var entries: [SharedCacheKey: (value: [UInt8], expiry: Int64)] = [:]
        var invalidations = InvalidationLog()
        var claims: [SharedCacheKey: (claimant: SharedCacheClaimant, expiry: Int64)] = [:]
        var listeners: [UInt64: AsyncThrowingStream<SharedCacheInvalidation, any Error>.Continuation] = [:]
        var lastListener: UInt64 = 0
    }

    private let clock: CacheClock
    private let state = Locked(State())

    /// Creates an empty store whose values expire on `clock`.
    public init<C: Clock>(clock: C = ContinuousClock()) where C.Duration == Duration {
        self.clock = CacheClock(clock)
    }

    /// How many values are stored, expired ones not yet dropped included.
    public var count: Int { state.withLock { $0.entries.count } }

    public func read(_ key: SharedCacheKey) async throws -> SharedCacheRead {
        let now = clock.now()
        return state.withLock { state in
            let mark = state.invalidations.mark
            guard let entry = state.entries[key] else { return SharedCacheRead(entry: nil, mark: mark) }
            guard entry.expiry > now else {
                state.entries[key] = nil
                return SharedCacheRead(entry: nil, mark: mark)
            }
            return SharedCacheRead(
                entry: SharedCacheEntry(value: entry.value, timeToLive: .nanoseconds(entry.expiry - now)), mark: mark)
        }
    }

    /// Stores `value` unless an invalidation of `key` came after `mark`: then it is dropped.
    public func store(
        _ value: [UInt8], forKey key: SharedCacheKey, ttl: Duration, computedAfter mark: SharedCacheMark
    ) async throws {
        let (expiry, overflow) = clock.now().addingReportingOverflow(CacheClock.nanoseconds(ttl))
        state.withLock { state in
            guard !state.invalidations.overtook(mark, of: key) else { return }
            state.entries[key] = (value, overflow ? .max : expiry)
        }
    }

    public func invalidate(_ key: SharedCacheKey) async throws {
        broadcast(.key(key)) { $0.entries[key] = nil }
    }

    public func invalidate(service: ServiceName, member: String?) async throws {
        broadcast(.entries(service: service, member: member)) { state in
            state.entries = state.entries.filter { key, _ in
                key.service != service || (member != nil && key.member != member)
            }
        }
    }

    /// Listens at once: the stream's first element, ``SharedCacheInvalidation/everything``, is
    /// already in it when this returns.
    public func invalidations() -> AsyncThrowingStream<SharedCacheInvalidation, any Error> {
        let (stream, continuation) = AsyncThrowingStream<SharedCacheInvalidation, any Error>.makeStream()
        let id = state.withLock { state in
            state.lastListener += 1
            state.listeners[state.lastListener] = continuation
            return state.lastListener
        }
        continuation.onTermination = { [state] _ in
            _ = state.withLock { $0.listeners.removeValue(forKey: id) }
        }
        continuation.yield(.everything)
        return stream
    }

    public func claimComputation(
        of key: SharedCacheKey, for claimant: SharedCacheClaimant, lease: Duration
    ) async throws -> Bool {
        let now = clock.now()
        let (expiry, overflow) = now.addingReportingOverflow(CacheClock.nanoseconds(lease))
        return state.withLock { state in
            if let claim = state.claims[key], claim.expiry > now, claim.claimant != claimant { return false }
            state.claims[key] = (claimant, overflow ? .max : expiry)
            return true
        }
    }

    public func releaseComputation(of key: SharedCacheKey, for claimant: SharedCacheClaimant) async throws {
        state.withLock { state in
            if state.claims[key]?.claimant == claimant { state.claims[key] = nil }
        }
    }

    /// Changes the entries with `change`, logs `invalidation` and tells every listener.
    private func broadcast(_ invalidation: SharedCacheInvalidation, change: (inout State) -> Void) {
        let listeners = state.withLock { state in
            change(&state)
            state.invalidations.record(invalidation)
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.yield(invalidation) }
    }
}
