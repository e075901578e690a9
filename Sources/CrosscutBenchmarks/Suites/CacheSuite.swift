import Crosscut

/// The in-memory cache on its own: hit latency from one task and from two at once, and
/// single-flight when many tasks miss the same key together.
enum CacheSuite {
    static func comparisons() -> [Comparison] {
        [hits(), singleFlight()]
    }

    /// The value stored for key `index`.
    static func value(of index: Int) -> UInt64 { UInt64(index) &* 2_654_435_761 }

    private static let keyCount = 64
    private static let keys = (0..<keyCount).map { CacheKey(service: "Bench", member: "value(of:)", $0) }

    private static func warmedStore() -> InMemoryCacheStore {
        let store = InMemoryCacheStore(capacity: keyCount, defaultTTL: .seconds(3_600))
        for (index, key) in keys.enumerated() {
            _ = store.value(forKey: key, ttl: nil) { value(of: index) }
        }
        return store
    }

    static func hits() -> Comparison {
        let store = warmedStore()
        let mask = keyCount - 1
        return Comparison(
            "In-memory cache: hit latency",
            note: "`InMemoryCacheStore.value(forKey:ttl:compute:)` on 64 warm keys. With 2 tasks the iterations "
                + "are split between two concurrent tasks and ns/op is wall time per hit (throughput); "
                + "each task sees about twice that.",
            variants: [
                Variant("sync, 1 task") { iterations in
                    var checksum: UInt64 = 0
                    for index in 0..<iterations {
                        checksum &+= store.value(forKey: keys[index & mask], ttl: nil) { value(of: index & mask) }.value
                    }
                    return checksum
                },
                Variant("async, 1 task", comparedTo: "sync, 1 task") { iterations in
                    await asyncHits(store, from: 0, to: iterations, by: 1)
                },
                Variant("async, 2 tasks", comparedTo: "async, 1 task") { iterations in
                    await withTaskGroup(of: UInt64.self) { group in
                        for first in 0..<2 {
                            group.addTask { await asyncHits(store, from: first, to: iterations, by: 2) }
                        }
                        return await group.reduce(0, &+)
                    }
                },
                Variant("sync, 2 tasks", comparedTo: "sync, 1 task") { iterations in
                    await withTaskGroup(of: UInt64.self) { group in
                        for first in 0..<2 {
                            group.addTask {
                                var checksum: UInt64 = 0
                                for index in stride(from: first, to: iterations, by: 2) {
                                    checksum &+=
                                        store.value(forKey: keys[index & mask], ttl: nil) {
                                            value(of: index & mask)
                                        }.value
                                }
                                return checksum
                            }
                        }
                        return await group.reduce(0, &+)
                    }
                },
            ]
        )
    }

    private static func asyncHits(_ store: InMemoryCacheStore, from first: Int, to end: Int, by step: Int) async
        -> UInt64
    {
        let mask = keyCount - 1
        var checksum: UInt64 = 0
        for index in stride(from: first, to: end, by: step) {
            checksum &+=
                await store.value(forKey: keys[index & mask], ttl: nil, isolation: nil) { value(of: index & mask) }
                .value
        }
        return checksum
    }

    /// Each iteration asks for a new key from `callers` tasks at once; the computation yields so
    /// that the others arrive while it runs. Exactly one computation per key may happen.
    static func singleFlight() -> Comparison {
        let callers = 16
        let concurrent = SingleFlightProbe()
        let sequential = SingleFlightProbe()
        return Comparison(
            "In-memory cache: single-flight under contention",
            note: "Per iteration, \(callers) callers ask for one new key whose computation yields to the scheduler; "
                + "ns/op is per caller. Concurrent callers join the one computation in flight; "
                + "the quick check verifies one computation per key.",
            expected: { iterations in
                (0..<iterations).reduce(0) { $0 &+ UInt64(callers) &* value(of: $1) }
            },
            variants: [
                Variant(
                    "\(callers) callers in sequence", operationsPerIteration: callers,
                    observe: { sequential.computations }, reset: { sequential.reset() }
                ) { iterations in
                    var checksum: UInt64 = 0
                    for index in 0..<iterations {
                        for _ in 0..<callers { checksum &+= await sequential.request(index) }
                    }
                    return checksum
                },
                Variant(
                    "\(callers) concurrent tasks", comparedTo: "\(callers) callers in sequence",
                    operationsPerIteration: callers,
                    observe: { concurrent.computations }, reset: { concurrent.reset() }
                ) { iterations in
                    var checksum: UInt64 = 0
                    for index in 0..<iterations {
                        checksum &+= await withTaskGroup(of: UInt64.self) { group in
                            for _ in 0..<callers { group.addTask { await concurrent.request(index) } }
                            return await group.reduce(0, &+)
                        }
                    }
                    return checksum
                },
            ]
        )
    }
}

/// A store plus a count of the computations it ran, for the single-flight benchmark.
final class SingleFlightProbe: Sendable {
    private let store = Locked(InMemoryCacheStore(capacity: 4_096))
    private let count = Locked(0)

    var computations: UInt64 { UInt64(count.withLock { $0 }) }

    func reset() {
        store.withLock { $0 = InMemoryCacheStore(capacity: 4_096) }
        count.withLock { $0 = 0 }
    }

    func request(_ index: Int) async -> UInt64 {
        let store = store.withLock { $0 }
        return await store.value(
            forKey: CacheKey(service: "Bench", member: "flight(_:)", index), ttl: nil, isolation: nil
        ) {
            count.withLock { $0 += 1 }
            await Task.yield()
            return CacheSuite.value(of: index)
        }.value
    }
}
