import Crosscut
import Foundation

struct LiveFailure: Failure {
    var code: Int
    var description: String { "failure \(code)" }
    func isTransient() -> Bool { code >= 500 }
}

struct LiveRanked: Ranked {
    var id: String
    var score: Int
    var customMirror: Mirror { Mirror(self, children: ["score": score]) }

    static func < (lhs: LiveRanked, rhs: LiveRanked) -> Bool { lhs.score < rhs.score }
}

struct LiveBadge: Badge {
    var text: String
    func label() -> String { "[\(text)]" }
}

/// Runs jobs one at a time on a dispatch queue, counting them.
class JobQueue: @unchecked Sendable {
    let queue: DispatchQueue
    private let lock = NSLock()
    private var count = 0

    init(name: String) {
        queue = DispatchQueue(label: name)
    }

    var jobs: Int { lock.withLock { count } }

    func dispatch(_ run: @escaping @Sendable () -> Void) {
        lock.withLock { count += 1 }
        queue.async(execute: run)
    }
}

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
final class LiveWorkQueue: JobQueue, WorkQueue, @unchecked Sendable {
    func pending() -> Int { jobs }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        dispatch { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LiveWorkPool: JobQueue, WorkPool, @unchecked Sendable {
    func size() -> Int { 1 }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        dispatch { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// An actor that runs on the executor it is given.
@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
actor QueueBound {
    nonisolated let unownedExecutor: UnownedSerialExecutor

    init(executor: UnownedSerialExecutor) {
        unownedExecutor = executor
    }

    private var calls = 0

    /// Counts the call, on the actor's executor.
    func work() -> Int {
        calls += 1
        return calls
    }
}

struct LivePlaylist: Playlist {
    let tracks: [String]

    func makeIterator() -> IndexingIterator<[String]> { tracks.makeIterator() }
    var underestimatedCount: Int { tracks.count }
    func duration(of track: String) -> Int { track.count }
}

struct LiveCountdown: Countdown {
    var remaining: Int

    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return remaining + 1
    }
}

struct LiveBreaths: Breaths {
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var left: Int
        mutating func next() async -> Int? {
            guard left > 0 else { return nil }
            left -= 1
            return left + 1
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(left: count) }
    func pace() async throws -> Int { 6 }
}

/// Breaths handed out one by one or a few at a time.
struct LiveBreathBuffer: BreathBuffer {
    var left: [Int]

    mutating func next() async throws -> Int? {
        left.isEmpty ? nil : left.removeFirst()
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [Int]? {
        guard !left.isEmpty else { return nil }
        defer { left.removeFirst(min(count, left.count)) }
        return Array(left.prefix(count))
    }
}

/// Books on a shelf, counting how often its `count` is asked.
struct LiveShelf: Shelf {
    let books: [String]
    let counts = Tally()

    var startIndex: Int { books.startIndex }
    var endIndex: Int { books.endIndex }
    subscript(position: Int) -> String { books[position] }
    func index(after i: Int) -> Int { books.index(after: i) }
    var count: Int {
        counts.add()
        return books.count
    }
    func label() -> String { "\(books.count) books" }
}

/// A number of calls.
final class Tally {
    private(set) var value = 0
    func add() { value += 1 }
}

struct LiveTimeline: Timeline {
    let minutes: [Int]

    var startIndex: Int { minutes.startIndex }
    var endIndex: Int { minutes.endIndex }
    subscript(position: Int) -> Int { minutes[position] }
    func total() -> Int { minutes.reduce(0, +) }
}

/// Rolls from a seeded ``SplitMix64``, so that its sequence is known.
struct SeededDice: Dice {
    var generator: SplitMix64

    mutating func next() -> UInt64 { generator.next() }
    func sides() -> Int { 6 }
}

final class SharedSeededDice: SharedDice {
    var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    func next() -> UInt64 { generator.next() }
    func sides() -> Int { 20 }
}

/// A cue to breathe in for a few seconds.
struct InhaleCue: Cue {
    let count: Int

    func write<Target: TextOutputStream>(to target: inout Target) { target.write("inhale \(count)") }
    func seconds() -> Int { count }
}

/// Collects what is written to it, one line at a time.
struct LiveTranscript: Transcript {
    var text = ""

    mutating func write(_ string: String) { text += string }
    func lines() -> [String] { text.split(separator: "\n").map(String.init) }
}

/// Four bytes, as a checksum of a recording.
struct RecordingChecksum: Checksum {
    let bytes: [UInt8]

    static var byteCount: Int { 4 }
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    func hex() -> String { bytes.map { String($0, radix: 16) }.joined() }
}
