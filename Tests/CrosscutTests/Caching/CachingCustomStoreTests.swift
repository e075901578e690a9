import Crosscut
import CrosscutTesting
import Testing

/// A store of one's own behind `Concerns`: decorators' member caches use any `CacheStore`.
@Suite struct CachingCustomStoreTests {
    let store = DictionaryStore()
    let metrics = InMemoryMetricsRecorder()
    var concerns: Concerns { Concerns(metrics: metrics, cache: store, retryStrategy: .none) }

    @Test func memberCachesLookUpTheStoresPartition() {
        let sessions: MemberCache<String, Int> = concerns.memberCache(service: "Catalog", member: "sessions(for:)")
        #expect(sessions.value(for: "sleep") { 1 } == 1)
        #expect(sessions.value(for: "sleep") { 2 } == 1)
        #expect(sessions.value(for: "focus") { 3 } == 3)
        let hits = metrics.snapshot().counter(
            MetricName.cacheRequests,
            ["member": "sessions(for:)", "result": "hit", "module": "CrosscutTests", "service": "Catalog"])
        #expect(hits == 1)
    }

    @Test func asyncLookupsAndInvalidationGoThroughTheStore() async {
        let sessions: MemberCache<String, Int> = concerns.memberCache(service: "Catalog", member: "sessions(for:)")
        #expect(await sessions.value(for: "sleep") { () async -> Int in 1 } == 1)
        concerns.invalidateCache(service: "Catalog")
        #expect(await sessions.value(for: "sleep") { () async -> Int in 2 } == 2)
        sessions.invalidate("sleep")
        #expect(await sessions.value(for: "sleep") { () async -> Int in 3 } == 3)
    }
}

/// A store keeping each member's results in a dictionary: no bound, no expiry, no single-flight.
final class DictionaryStore: CacheStore {
    private let partitions = Locked<[String: any ClearablePartition]>([:])

    func partition<Key: Hashable & Sendable, Value: Sendable>(
        service: ServiceName,
        member: String,
        keyType: Key.Type,
        valueType: Value.Type
    ) -> any CachePartition<Key, Value> {
        partitions.withLock { partitions in
            let id = "\(service) \(member) \(Key.self) \(Value.self)"
            if let partition = partitions[id] as? DictionaryPartition<Key, Value> { return partition }
            let partition = DictionaryPartition<Key, Value>(service: service, member: member)
            partitions[id] = partition
            return partition
        }
    }

    func invalidate(service: ServiceName, member: String?) {
        for partition in partitions.withLock({ Array($0.values) })
        where partition.service == service && (member == nil || partition.member == member) {
            partition.removeAll()
        }
    }

    func invalidateAll() {
        for partition in partitions.withLock({ Array($0.values) }) { partition.removeAll() }
    }
}

/// What `DictionaryStore` invalidates, whatever the key and value types.
protocol ClearablePartition: Sendable {
    var service: ServiceName { get }
    var member: String { get }
    func removeAll()
}

final class DictionaryPartition<Key: Hashable & Sendable, Value: Sendable>: CachePartition, ClearablePartition {
    let service: ServiceName
    let member: String
    private let values = Locked<[Key: Value]>([:])

    init(service: ServiceName, member: String) {
        self.service = service
        self.member = member
    }

    func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        if let stored = values.withLock({ $0[key] }) { return CacheLookup(value: stored, result: .hit) }
        let value = try await compute()
        values.withLock { $0[key] = value }
        return CacheLookup(value: value, result: .miss)
    }

    func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> CacheLookup<Value> {
        if let stored = values.withLock({ $0[key] }) { return CacheLookup(value: stored, result: .hit) }
        let value = try compute()
        values.withLock { $0[key] = value }
        return CacheLookup(value: value, result: .miss)
    }

    func invalidate(_ key: Key) { values.withLock { $0[key] = nil } }

    func contains(_ key: Key) -> Bool { values.withLock { $0[key] != nil } }

    func removeAll() { values.withLock { $0.removeAll() } }
}
