import Crosscut
import CrosscutTesting
import Testing

/// Generic cached members through their generated decorator: a key is typed by the member's
/// generic parameters, so values of different types never share a result, however equal
/// `AnyHashable` finds them.
@Suite struct GenericCachingTests {
    let harness = TestConcerns.harness()
    let live = LiveLoader()
    var loader: CachingLoader<LiveLoader> { live.decorated(withCaching: harness.concerns) }

    @Test func equalValuesOfDifferentTypesAreDifferentKeys() {
        // What keys were before: one key for all four.
        #expect(Set([AnyHashable(1), AnyHashable(UInt8(1)), AnyHashable(Optional(1)), AnyHashable(1.0)]).count == 1)
        let loader = loader
        #expect(loader.name(of: 1) == "Int 1")
        #expect(loader.name(of: UInt8(1)) == "UInt8 1")
        #expect(loader.name(of: Optional(1)) == "Optional<Int> Optional(1)")
        #expect(loader.name(of: 1.0) == "Double 1.0")
        #expect(loader.name(of: UInt8(1)) == "UInt8 1")
        #expect(live.counter.count("name") == 4)
        #expect(harness.cache.statistics == CacheStatistics(hits: 1, misses: 4))
    }

    @Test func someArgumentsAreKeyedByTheirTypeToo() {
        let loader = loader
        #expect(loader.describe(1) == "Int 1")
        #expect(loader.describe(Int16(1)) == "Int16 1")
        #expect(loader.describe(1) == "Int 1")
        #expect(live.counter.count("describe") == 2)
    }

    @Test func aGenericResultIsCachedPerType() async throws {
        let loader = loader
        #expect(try await loader.load(7) == 7)
        #expect(try await loader.load(UInt64(7)) == UInt64(7))
        #expect(try await loader.load(7) == 7)
        #expect(try await loader.load("7") == "7")
        #expect(live.counter.count("load") == 3)
    }

    @Test func aGenericParameterKeysTheResultEvenWhenItsArgumentIsIgnored() {
        let loader = loader
        #expect(loader.count(of: Int.self, in: "a") == 5)
        #expect(loader.count(of: String.self, in: "a") == 8)
        #expect(loader.count(of: Int.self, in: "a") == 5)
        #expect(loader.count(of: Int.self, in: "bb") == 6)
        #expect(live.counter.count("count") == 3)
    }

    @Test func aMemberWithAvailabilityIsCached() {
        let loader = loader
        #expect(loader.modern(3) == 3)
        #expect(loader.modern(3) == 3)
        #expect(live.counter.count("modern") == 1)
    }

    @Test func everyTypeOfAGenericMemberIsLoggedCountedAndInvalidatedAsTheMember() {
        let loader = loader
        _ = loader.name(of: 1)
        _ = loader.name(of: "1")
        _ = loader.name(of: 1)
        let requests = harness.metrics.snapshot().counter(
            MetricName.cacheRequests,
            ["member": "name(of:)", "result": "miss", "module": "DecoratorTests", "service": "Loader"])
        #expect(requests == 2)
        #expect(harness.events(named: "Loader.name(of:) cache").map { $0.data["result"] } == ["miss", "miss", "hit"])
        harness.concerns.invalidateCache(service: "Loader", member: "name(of:)")
        _ = loader.name(of: 1)
        _ = loader.name(of: "1")
        #expect(live.counter.count("name") == 4)
    }
}
