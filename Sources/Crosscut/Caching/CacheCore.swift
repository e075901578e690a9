import Foundation

/// What every partition of an ``InMemoryCacheStore`` shares: the lock, the clock that dates
/// entries, the default time to live and the store-wide ``CacheState``.
///
/// The lock guards the state and every ``CacheTable`` of the store; each table keeps a reference
/// to it and to the clock for its hit path (``CacheTable/freshValue(for:)``).
final class CacheCore: @unchecked Sendable {
    let lock = RuntimeLock()
    let clock: CacheClock
    /// How long an entry stays fresh when a lookup gives no time to live.
    let defaultTTL: Duration
    // Accessed only under `lock`, which makes each access exclusive.
    @exclusivity(unchecked) private var state: CacheState

    init(capacity: Int, defaultTTL: Duration, clock: CacheClock) {
        self.defaultTTL = defaultTTL
        self.clock = clock
        state = CacheState(capacity: capacity)
    }

    /// Runs `body` with the state, under the lock.
    func withState<Result, Failure: Error>(
        _ body: (inout CacheState) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) in try body(&state) }
    }

    /// The table of `member` of `service` for keys of type `Key` and values of type `Value`,
    /// made the first time it is asked for.
    func table<Key: Hashable & Sendable, Value: Sendable>(
        service: ServiceName,
        member: String,
        keyType: Key.Type = Key.self,
        valueType: Value.Type = Value.self
    ) -> CacheTable<Key, Value> {
        let id = CacheState.TableID(
            service: service, member: member, key: ObjectIdentifier(Key.self), value: ObjectIdentifier(Value.self))
        let table = withState { state in
            state.table(id) { CacheTable<Key, Value>(service: service, member: member, lock: lock, clock: clock) }
        }
        // The identifier names these very types.
        return unsafeDowncast(table, to: CacheTable<Key, Value>.self)
    }
}
