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

    /// A member's cache over an `InMemoryCacheStore`, as a caching decorator resolves it, with
    /// every key stored; lookups are neither logged nor counted.
    private static func warmedCache() -> MemberCache<Int, UInt64> {
        let store = InMemoryCacheStore(capacity: keyCount, defaultTTL: .seconds(3_600))
        let concerns = Concerns(cache: store, enabled: [.caching])
        let cache: MemberCache<Int, UInt64> = concerns.memberCache(service: "Bench", member: "value(of:)")
        for index in 0..<keyCount {
            _ = cache.value(for: index) { value(of: index) }
        }
        return cache
    }

    static func hits() -> Comparison {
        let cache = warmedCache()
        let mask = keyCount - 1
        return Comparison(
            "In-memory cache: hit latency",
            note:
                "`MemberCache.value(for:compute:)` over an `InMemoryCacheStore` on 64 warm keys. With 2 tasks the iterations "
                + "are split between two concurrent tasks and ns/op is wall time per hit (throughput); "
                + "each task sees about twice that.",
            variants: [
                Variant("sync, 1 task") { iterations in
                    var checksum: UInt64 = 0
                    for index in 0..<iterations {
                        checksum &+= cache.value(for: index & mask) { value(of: index & mask) }
                    }
                    return checksum
                },
                Variant("async, 1 task", comparedTo: "sync, 1 task") { iterations in
                    await asyncHits(cache, from: 0, to: iterations, by: 1)
                },
                Variant("async, 2 tasks", comparedTo: "async, 1 task") { iterations in
                    await withTaskGroup(of: UInt64.self) { group in
                        for first in 0..<2 {
                            group.addTask { await asyncHits(cache, from: first, to: iterations, by: 2) }
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
                                    checksum &+= cache.value(for: index & mask) { value(of: index & mask) }
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

    private static func asyncHits(_ cache: MemberCache<Int, UInt64>, from first: Int, to end: Int, by step: Int) async
        -> UInt64
    {
        let mask = keyCount - 1
        var checksum: UInt64 = 0
        for index in stride(from: first, to: end, by: step) {
            checksum &+= await cache.value(for: index & mask, isolation: nil) { value(of: index & mask) }
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
        let flights = store.partition(service: "Bench", member: "flight(_:)", keyType: Int.self, valueType: UInt64.self)
        return await flights.value(forKey: index, ttl: nil, isolation: nil) {
            count.withLock { $0 += 1 }
            await Task.yield()
            return CacheSuite.value(of: index)
        }.value
    }
}
