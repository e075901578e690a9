/// Where cached results live: one ``CachePartition`` per member, typed by the member's keys and
/// results, and invalidation across members.
///
/// A generated caching decorator asks for each cached member's partition once, when it is created
/// (through ``Concerns/memberCache(service:member:ttl:sameForEveryCaller:fileID:)``); a call then looks its key up in that
/// partition only. ``InMemoryCacheStore`` is the store Crosscut ships; implement this protocol to
/// keep results elsewhere.
///
/// ```swift
/// let store = InMemoryCacheStore(capacity: 500, defaultTTL: .seconds(60))
/// let catalog = ServiceName("Catalog", fileID: #fileID)
/// let sessions = store.partition(service: catalog, member: "sessions(for:)", keyType: Reason.self, valueType: [Session].self)
/// let lookup = try await sessions.value(forKey: .sleep, ttl: nil, isolation: #isolation) {
///     try await remote.sessions(for: .sleep)
/// }
/// print(lookup.result, lookup.value)
/// store.invalidate(service: catalog, member: nil)
/// ```
public protocol CacheStore: Sendable {
    /// The partition holding the results of `member` of `service` by keys of type `Key`.
    ///
    /// Every call with the same service, member and types must return a partition over the same
    /// entries, so that every decorator of a service shares its results. Partitions of different
    /// types never share an entry: a key of one type never equals a key of another.
    func partition<Key: Hashable & Sendable, Value: Sendable>(
        service: ServiceName,
        member: String,
        keyType: Key.Type,
        valueType: Value.Type
    ) -> any CachePartition<Key, Value>

    /// Removes every entry of `service`, or only those of `member` when it is given.
    func invalidate(service: ServiceName, member: String?)

    /// Removes every entry.
    func invalidateAll()
}
