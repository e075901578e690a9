import Crosscut
import CrosscutTesting
import Testing

/// Members cached with `shared` through their generated decorator: two instances of a service, each
/// with its own local tier, share one store, so a miss is computed once across them and an
/// invalidation through one reaches the other.
@Suite struct SharedCachingTests {
    let store = InMemorySharedCacheStore()
    let live = LiveStock()

    /// One instance of the service: its own concerns and local tier, the suite's shared store.
    func instance() -> CachingStock<LiveStock> {
        var concerns = Concerns(logger: EventLogger(sink: InMemoryEventSink()))
        concerns.sharedCache = SharedCache(store: store)
        return live.decorated(withCaching: concerns)
    }

    @Test func aMissIsComputedOnceAcrossInstances() async throws {
        let (first, second) = (instance(), instance())
        #expect(try await first.count(of: "tea", in: "north") == 10)
        #expect(try await second.count(of: "tea", in: "north") == 10)
        #expect(await first.items(in: "north") == ["tea", "rice"])
        #expect(await second.items(in: "north") == ["tea", "rice"])
        #expect(try await first.warehouses == ["north", "south"])
        #expect(try await second.warehouses == ["north", "south"])
        #expect(live.counter.count("count") == 1)
        #expect(live.counter.count("items") == 1)
        #expect(live.counter.count("warehouses") == 1)
        #expect(store.count == 3)
    }

    @Test func anAsyncInvalidationThroughOneInstanceMakesTheOtherRecompute() async throws {
        let (first, second) = (instance(), instance())
        let (applied, heard) = AsyncStream<SharedCacheInvalidation>.makeStream()
        let following = Task { try await second.concerns.followSharedCacheInvalidations { heard.yield($0) } }
        defer { following.cancel() }
        var invalidations = applied.makeAsyncIterator()
        #expect(await invalidations.next() == .everything)

        #expect(try await first.count(of: "tea", in: "north") == 10)
        #expect(try await second.count(of: "tea", in: "north") == 10)
        try await first.receive(5, of: "tea")
        #expect(
            await invalidations.next() == .entries(service: ServiceName("Stock", module: "DecoratorTests"), member: nil)
        )
        #expect(try await second.count(of: "tea", in: "north") == 15)
        #expect(try await first.count(of: "tea", in: "north") == 15)
        #expect(live.counter.count("count") == 2)
    }
}
