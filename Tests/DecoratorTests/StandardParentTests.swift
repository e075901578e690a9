import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// Decorators of protocols refining standard-library protocols, and parents named through typealiases.
@Suite struct StandardParentTests {
    @Test func errorDecoratorsAreThrownAndCaughtAsTheProtocol() {
        let harness = TestConcerns.harness()
        let failure = LiveFailure(code: 503).decorated(with: harness.concerns)
        do {
            throw failure
        } catch let caught as any Failure {
            #expect(caught.code == 503)
            #expect(caught.isTransient())
            #expect(caught.description == "failure 503")
        } catch {
            Issue.record("caught \(error)")
        }
        #expect(harness.callEvents == ["Failure.code", "Failure.isTransient()", "Failure.description"])
    }

    @Test func comparisonAndEqualityCompareTheDecoratees() {
        let harness = TestConcerns.harness()
        let low = LiveRanked(id: "low", score: 1).withLogging(harness.concerns)
        let high = LiveRanked(id: "high", score: 9).withLogging(harness.concerns)
        #expect(low < high)
        #expect(!(high < low))
        #expect(high > low)
        #expect([high, low].sorted().map(\.id) == ["low", "high"])
        #expect(low == LiveRanked(id: "low", score: 1).withLogging(harness.concerns))
        #expect(low != high)
    }

    @Test func identityIsTheDecorateesID() {
        let ranked = LiveRanked(id: "r1", score: 3).withMetrics(TestConcerns.harness().concerns)
        #expect(ranked.id == "r1")
        #expect(Dictionary(grouping: [ranked], by: \.id).keys.sorted() == ["r1"])
    }

    @Test func encodingADecoratorYieldsTheDecorateesJSON() throws {
        let live = LiveRanked(id: "r1", score: 3)
        let decorated = live.withMetrics(TestConcerns.harness().concerns).withLogging(TestConcerns.harness().concerns)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: try encoder.encode(decorated), encoding: .utf8))
        #expect(json == #"{"id":"r1","score":3}"#)
        #expect(try encoder.encode(decorated) == encoder.encode(live))
    }

    @Test func reflectionShowsTheDecorateesMirror() {
        let decorated = LiveRanked(id: "r1", score: 3).withLogging(TestConcerns.harness().concerns)
        let children = Mirror(reflecting: decorated).children.map { "\($0.label ?? ""): \($0.value)" }
        #expect(children == ["score: 3"])
    }

    @Test func parentsNamedThroughTypealiasesAreSeenThrough() async {
        let harness = TestConcerns.harness()
        let badge = LiveBadge(text: "new").decorated(with: harness.concerns)
        #expect(Set([badge, LiveBadge(text: "new").decorated(with: harness.concerns)]).count == 1)
        #expect(await Task.detached { badge.label() }.value == "[new]")
        #expect(harness.callEvents == ["Badge.label()"])
    }
}
