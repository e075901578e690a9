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
        let low = LiveRanked(id: "low", score: 1).decorated(withLogging: harness.concerns)
        let high = LiveRanked(id: "high", score: 9).decorated(withLogging: harness.concerns)
        #expect(low < high)
        #expect(!(high < low))
        #expect(high > low)
        #expect([high, low].sorted().map(\.id) == ["low", "high"])
        #expect(low == LiveRanked(id: "low", score: 1).decorated(withLogging: harness.concerns))
        #expect(low != high)
    }

    @Test func identityIsTheDecorateesID() {
        let ranked = LiveRanked(id: "r1", score: 3).decorated(withMetrics: TestConcerns.harness().concerns)
        #expect(ranked.id == "r1")
        #expect(Dictionary(grouping: [ranked], by: \.id).keys.sorted() == ["r1"])
    }

    @Test func encodingADecoratorYieldsTheDecorateesJSON() throws {
        let live = LiveRanked(id: "r1", score: 3)
        let decorated = live.decorated(withMetrics: TestConcerns.harness().concerns).decorated(
            withLogging: TestConcerns.harness().concerns)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: try encoder.encode(decorated), encoding: .utf8))
        #expect(json == #"{"id":"r1","score":3}"#)
        #expect(try encoder.encode(decorated) == encoder.encode(live))
    }

    @Test func reflectionShowsTheDecorateesMirror() {
        let decorated = LiveRanked(id: "r1", score: 3).decorated(withLogging: TestConcerns.harness().concerns)
        let children = Mirror(reflecting: decorated).children.map { "\($0.label ?? ""): \($0.value)" }
        #expect(children == ["score: 3"])
    }

    /// An actor on the decorator's executor runs on the decoratee's: the decorator hands the runtime
    /// the decoratee's reference, and forwards the jobs it is given itself.
    @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
    @Test func executorDecoratorsRunJobsOnTheDecoratee() async {
        let harness = TestConcerns.harness()
        let live = LiveWorkQueue(name: "work")
        let decorated = live.decorated(with: harness.concerns)
        #expect(await QueueBound(executor: decorated.asUnownedSerialExecutor()).work() == 1)
        let afterReference = live.jobs
        #expect(afterReference >= 1)
        #expect(await QueueBound(executor: UnownedSerialExecutor(ordinary: decorated)).work() == 1)
        #expect(live.jobs > afterReference)
        #expect(decorated.pending() == live.jobs)
        #expect(harness.callEvents == ["WorkQueue.pending()"])
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func taskExecutorDecoratorsRunTasksOnTheDecoratee() async {
        let live = LiveWorkPool(name: "pool")
        let decorated = live.decorated(withLogging: TestConcerns.harness().concerns)
        #expect(await Task(executorPreference: decorated) { 7 }.value == 7)
        #expect(live.jobs >= 1)
        #expect(decorated.size() == 1)
    }

    @Test func aSequenceDecoratorIteratesTheDecorateesElements() {
        let harness = TestConcerns.harness()
        let playlist = LivePlaylist(tracks: ["rain", "waves"]).decorated(with: harness.concerns)
        #expect(Array(playlist) == ["rain", "waves"])
        #expect(playlist.underestimatedCount == 2)
        #expect(playlist.duration(of: "rain") == 4)
        #expect(harness.callEvents == ["Playlist.duration(of:)"])
    }

    @Test func anIteratorDecoratorAdvancesTheDecorateeItHolds() {
        let harness = TestConcerns.harness()
        var countdown = LiveCountdown(remaining: 3).decorated(with: harness.concerns)
        #expect(countdown.next() == 3)
        #expect(countdown.next() == 2)
        #expect(countdown.remaining == 1)
        #expect(harness.callEvents == ["Countdown.remaining"])
    }

    @Test func anAsyncSequenceDecoratorIteratesTheDecorateesElements() async throws {
        let harness = TestConcerns.harness()
        let breaths = LiveBreaths(count: 3).decorated(with: harness.concerns)
        var counted: [Int] = []
        for try await breath in breaths { counted.append(breath) }
        #expect(counted == [3, 2, 1])
        #expect(try await breaths.pace() == 6)
        #expect(harness.callEvents == ["Breaths.pace()"])
    }

    @Test func anAsyncIteratorDecoratorAdvancesTheIteratorItHolds() async throws {
        let harness = TestConcerns.harness()
        var breaths = LiveBreathBuffer(left: [4, 7, 8, 9]).decorated(with: harness.concerns)
        #expect(try await breaths.next() == 4)
        #expect(try await breaths.nextBuffer(suggested: 2) == [7, 8])
        #expect(try await breaths.next() == 9)
        #expect(try await breaths.next() == nil)
        #expect(try await breaths.nextBuffer(suggested: 2) == nil)
        #expect(
            harness.callEvents == [
                "BreathBuffer.nextBuffer(suggested:)", "BreathBuffer.nextBuffer(suggested:)",
            ])
    }

    @Test func aCollectionDecoratorIndexesAndCountsTheDecorateesElements() {
        let harness = TestConcerns.harness()
        let live = LiveShelf(books: ["Emma", "Ulysses", "Dune"])
        let shelf = live.decorated(with: harness.concerns)
        #expect(Array(shelf) == ["Emma", "Ulysses", "Dune"])
        #expect(shelf[shelf.index(after: shelf.startIndex)] == "Ulysses")
        #expect(Array(shelf.dropFirst(2)) == ["Dune"])
        #expect(shelf.firstIndex(of: "Dune").map { shelf.distance(from: shelf.startIndex, to: $0) } == 2)
        let counted = live.counts.value
        #expect(shelf.count == 3)
        #expect(live.counts.value == counted + 1)
        #expect(shelf.label() == "3 books")
        #expect(harness.callEvents == ["Shelf.label()"])
    }

    @Test func aRandomAccessCollectionDecoratorMeasuresAndStepsBackWithTheDecorateesIndices() {
        let harness = TestConcerns.harness()
        let timeline = LiveTimeline(minutes: [5, 10, 20, 40]).decorated(with: harness.concerns)
        #expect(timeline.distance(from: timeline.startIndex, to: timeline.endIndex) == 4)
        #expect(timeline[timeline.index(timeline.startIndex, offsetBy: 2)] == 20)
        #expect(timeline[timeline.index(before: timeline.endIndex)] == 40)
        #expect(Array(timeline.reversed()) == [40, 20, 10, 5])
        let second = timeline.index(after: timeline.startIndex)
        #expect(Array(timeline[second..<timeline.index(second, offsetBy: 2)]) == [10, 20])
        #expect(timeline.total() == 75)
        #expect(harness.callEvents == ["Timeline.total()"])
    }

    @Test func aRandomNumberGeneratorDecoratorAdvancesTheGeneratorItHolds() {
        let harness = TestConcerns.harness()
        var dice = SeededDice(generator: SplitMix64(seed: 7)).decorated(withLogging: harness.concerns)
        var plain = SplitMix64(seed: 7)
        let rolls = (0..<8).map { _ in Int.random(in: 1...6, using: &dice) }
        #expect(rolls == (0..<8).map { _ in Int.random(in: 1...6, using: &plain) })
        #expect(dice.decoratee.generator == plain)
        #expect(dice.next() == plain.next())
        #expect(dice.sides() == 6)
        #expect(harness.callEvents == ["Dice.sides()"])
    }

    @Test func aSharedGeneratorsDecoratorsAdvanceTheSharedInstance() {
        let harness = TestConcerns.harness()
        let live = SharedSeededDice(seed: 7)
        var dice = live.decorated(with: harness.concerns)
        var plain = SplitMix64(seed: 7)
        #expect(Bool.random(using: &dice) == Bool.random(using: &plain))
        #expect(dice.next() == plain.next())
        #expect(live.generator == plain)
        #expect(dice.sides() == 20)
        #expect(harness.callEvents == ["SharedDice.sides()"])
    }

    @Test func aTextOutputStreamDecoratorWritesToTheStreamItHolds() {
        let harness = TestConcerns.harness()
        var transcript = LiveTranscript().decorated(withLogging: harness.concerns)
        print("inhale", to: &transcript)
        transcript.write("exhale\n")
        #expect(transcript.lines() == ["inhale", "exhale"])
        #expect(transcript.decoratee.text == "inhale\nexhale\n")
        #expect(harness.callEvents == ["Transcript.lines()"])
    }

    @Test func aTextOutputStreamableDecoratorWritesWhatTheDecorateeWrites() {
        let harness = TestConcerns.harness()
        let cue = InhaleCue(count: 4).decorated(withLogging: harness.concerns)
        var text = ""
        print(cue, terminator: "", to: &text)
        #expect(text == "inhale 4")
        #expect("\(cue)" == "inhale 4")
        #expect(cue.seconds() == 4)
        #expect(harness.callEvents == ["Cue.seconds()"])
    }

    @Test func aContiguousBytesDecoratorLendsTheDecorateesBytes() {
        let harness = TestConcerns.harness()
        let checksum = RecordingChecksum(bytes: [0xde, 0xad, 0xbe, 0xef]).decorated(withLogging: harness.concerns)
        #expect(checksum.withUnsafeBytes { Array($0) } == [0xde, 0xad, 0xbe, 0xef])
        #expect(Array(checksum) == [0xde, 0xad, 0xbe, 0xef])
        #expect(type(of: checksum).byteCount == 4)
        #expect(checksum.hex() == "deadbeef")
        #expect(harness.callEvents == ["Checksum.hex()"])
    }

    @Test func parentsNamedThroughTypealiasesAreSeenThrough() async {
        let harness = TestConcerns.harness()
        let badge = LiveBadge(text: "new").decorated(with: harness.concerns)
        #expect(Set([badge, LiveBadge(text: "new").decorated(with: harness.concerns)]).count == 1)
        #expect(await Task.detached { badge.label() }.value == "[new]")
        #expect(harness.callEvents == ["Badge.label()"])
    }
}
