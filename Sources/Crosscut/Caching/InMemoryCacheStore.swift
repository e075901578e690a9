/// A ``CacheStore`` in memory: a bound on the entries of all members together, a time to live per
/// entry, single-flight computation of concurrent misses, explicit invalidation and statistics.
///
/// - Each member's results live in a table of their own, typed by the member's key and result
///   types: a lookup hashes the member's key struct and nothing else (no strings, no type-erased
///   box), and keys of different types never meet.
/// - A hit is one short critical section, allocates nothing and relinks nothing: it sets the
///   entry's referenced bit. Beyond `capacity` entries, the CLOCK algorithm evicts an expired entry
///   or one not used since the hand last passed it (an approximation of least recently used
///   eviction that spares every hit a list update). Lookups, insertions and evictions are O(1)
///   (eviction amortized); invalidating a service or a member visits its entries.
/// - Expiry reads the injected clock, so tests can use a manual clock and be exact.
/// - Concurrent asynchronous misses on one key share one computation, run in the first caller's
///   task. If it throws, every caller waiting for it gets the error and nothing is stored: errors
///   are never cached. A waiter whose task is cancelled stops waiting at once: it throws
///   `CancellationError` when its `Failure` can hold one (for example `any Error`), otherwise it
///   computes for itself. If the computing task is cancelled instead and `compute` throws (for
///   example `CancellationError`, or the last error of a retry cancelled during its backoff), the
///   waiters do not get that error, for none of them was cancelled: the earliest one still waiting
///   computes in its place (its result is a ``CacheResult/miss``) and the others wait for that.
/// - A synchronous caller never waits: when another computation of its key is in flight, it
///   computes the value itself and leaves storing it to that computation. Asynchronous callers that
///   miss while a synchronous computation runs wait for it.
/// - Nothing is stored when the time to live is not positive, and an invalidation also covers
///   computations in flight: their results reach their callers but are not stored, so a value
///   computed before an invalidation is never served after it.
///
/// ```swift
/// let store = InMemoryCacheStore(capacity: 500, defaultTTL: .seconds(60))
/// let catalog = ServiceName("Catalog", fileID: #fileID)
/// let sessions = store.partition(service: catalog, member: "sessions(for:)", keyType: Reason.self, valueType: [Session].self)
/// let lookup = try await sessions.value(forKey: .sleep, ttl: nil, isolation: #isolation) {
///     try await remote.sessions(for: .sleep)
/// }
/// print(lookup.result, store.statistics.hitRatio)
/// ```
public final class InMemoryCacheStore: CacheStore {
    /// The most entries held at once, across all members.
    public let capacity: Int
    /// How long an entry stays fresh when a lookup gives no time to live.
    public let defaultTTL: Duration
    private let core: CacheCore

    /// Creates an empty store.
    ///
    /// - Parameters:
    ///   - capacity: The most entries held at once; storing one more evicts one (see above). Zero
    ///     stores nothing (concurrent misses still share one computation).
    ///   - defaultTTL: How long an entry stays fresh when a lookup passes no time to live.
    ///   - clock: Where expiry reads the time; inject a manual clock in tests. The continuous clock
    ///     is read coarsely on Linux: at the scheduler tick's resolution (1–10 ms), not advancing
    ///     while the system is suspended.
    public init<C: Clock>(
        capacity: Int = 1_000,
        defaultTTL: Duration = .seconds(300),
        clock: C = ContinuousClock()
    ) where C.Duration == Duration {
        precondition(capacity >= 0, "InMemoryCacheStore capacity must not be negative")
        self.capacity = capacity
        self.defaultTTL = defaultTTL
        core = CacheCore(capacity: capacity, defaultTTL: defaultTTL, clock: CacheClock(clock))
    }

    /// The partition of `member` of `service` for keys of type `Key`: the same entries for every
    /// call with the same service, member and types.
    public func partition<Key: Hashable & Sendable, Value: Sendable>(
        service: ServiceName,
        member: String,
        keyType: Key.Type = Key.self,
        valueType: Value.Type = Value.self
    ) -> any CachePartition<Key, Value> {
        InMemoryCachePartition(core: core, table: core.table(service: service, member: member))
    }

    // MARK: - Invalidation

    /// Removes every entry of `service`, or only those of `member` when it is given; computations of
    /// them in flight will not be stored.
    public func invalidate(service: ServiceName, member: String? = nil) {
        core.withState { state in
            state.statistics.invalidations += state.removeAll { table in
                table.service == service && (member == nil || table.member == member)
            }
        }
    }

    /// Removes every entry; computations in flight will not be stored.
    public func invalidateAll() {
        core.withState { state in
            state.statistics.invalidations += state.removeAll { _ in true }
        }
    }

    /// Removes every entry whose time to live has passed. Expired entries are also dropped when
    /// looked up or when the ring's hand reaches them, so calling this is optional.
    public func removeExpired() {
        let now = core.clock.now()
        core.withState { state in
            for table in state.tables.values {
                state.statistics.expirations += table.removeExpired(at: now, releasingPlacesIn: &state.ring)
            }
        }
    }

    // MARK: - Inspection

    /// The counters since the store was created.
    public var statistics: CacheStatistics {
        core.withState { $0.totals }
    }

    /// How many entries are held, expired ones not yet dropped included.
    public var count: Int {
        core.withState { $0.ring.count }
    }
}
