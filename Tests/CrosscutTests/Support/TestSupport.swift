import Crosscut
import CrosscutTesting

// What the tests still need beyond the library's own in-memory parts: errors, counters, a gate,
// and a random number generator with known output.

/// An error whose description is its message.
struct FlakyError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String = "boom") { self.message = message }
    var description: String { message }
}

/// An error with a concrete type, to check that typed throws survive the cache.
enum CachingTestError: Error, Equatable {
    case unavailable(Int)
}

/// A random number generator that always returns the same bits: jitter draws become a known
/// fraction, `Double(bits >> 11) / 2^53` (for example `1 << 63` is one half).
struct ConstantBits: RandomNumberGenerator, Sendable {
    var bits: UInt64
    mutating func next() -> UInt64 { bits }

    /// The generator whose fraction is one half.
    static let half = ConstantBits(bits: 1 << 63)
}

/// Counts calls, from any task.
final class CallCounter: Sendable {
    private let count = Locked(0)
    var value: Int { count.withLock { $0 } }

    /// Adds one and returns the new count.
    @discardableResult
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}

extension CacheStore {
    /// The partition of the `Catalog` service's `member` with `String` keys and `Int` results: where
    /// most caching tests look up the key `"sleep"`.
    func catalog(_ member: String = "sessions(for:)") -> any CachePartition<String, Int> {
        partition(
            service: ServiceName("Catalog", fileID: #fileID), member: member, keyType: String.self, valueType: Int.self)
    }
}

/// Runs `body(task, repetition)` `repetitions` times, in order, in each of `tasks` concurrent child
/// tasks, and returns when all are done: the shape of every stress test here.
func concurrently(
    tasks: Int,
    repetitions: Int,
    _ body: @escaping @Sendable (_ task: Int, _ repetition: Int) async -> Void
) async {
    await withTaskGroup(of: Void.self) { group in
        for task in 0..<tasks {
            group.addTask {
                for repetition in 0..<repetitions { await body(task, repetition) }
            }
        }
    }
}

/// Starts `operation` in a task, cancels that task once it sleeps on `clock` (in a retry backoff),
/// and returns how it ended.
func resultWhenCancelledWhileSleeping<Value: Sendable>(
    on clock: ManualClock,
    _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Result<Value, any Error> {
    let call = Task { try await operation() }
    try await clock.waitForSleepers(count: 1)
    call.cancel()
    return await call.result
}
