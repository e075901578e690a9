import Crosscut

// Minimal doubles for building `Concerns` in the retry, time and composition tests. The shared
// in-memory implementations live on other branches; these stay private to these tests by name.

/// Keeps every event it receives.
final class SpyLogService: LogService {
    private let recorded = Locked<[Event]>([])

    var events: [Event] { recorded.withLock { $0 } }

    func log(_ event: Event) {
        recorded.withLock { $0.append(event) }
    }
}

/// Keeps every increment and duration it receives.
final class SpyMetricsRecorder: MetricsRecorder {
    struct Increment: Equatable {
        var name: String
        var amount: Int
        var dimensions: Dimensions
    }

    struct Recording: Equatable {
        var name: String
        var duration: Duration
        var dimensions: Dimensions
    }

    private let state = Locked<(increments: [Increment], recordings: [Recording])>(([], []))

    var increments: [Increment] { state.withLock { $0.increments } }
    var recordings: [Recording] { state.withLock { $0.recordings } }

    func increment(_ name: String, by amount: Int, dimensions: Dimensions) {
        state.withLock { $0.increments.append(Increment(name: name, amount: amount, dimensions: dimensions)) }
    }

    func record(_ name: String, duration: Duration, dimensions: Dimensions) {
        state.withLock { $0.recordings.append(Recording(name: name, duration: duration, dimensions: dimensions)) }
    }
}

/// Caches nothing: always computes.
struct NoCacheStore: CacheStore {
    func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        CacheLookup(value: try await compute(), result: .miss)
    }

    func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> CacheLookup<Value> {
        CacheLookup(value: try compute(), result: .miss)
    }

    func invalidate(_ key: CacheKey) {}
    func invalidate(service: String, member: String?) {}
    func invalidateAll() {}
}

/// `Concerns` wired to recording doubles and a manual clock.
struct ConcernsFixture {
    let log = SpyLogService()
    let metrics = SpyMetricsRecorder()
    let clock = ManualClock()
    let concerns: Concerns

    init(retryPolicy: RetryPolicy = .none, enabled: ConcernSet = .all, minimumLevel: LogLevel = .trace) {
        concerns = Concerns(
            logger: Logger(service: log, minimumLevel: minimumLevel),
            metrics: metrics,
            cache: NoCacheStore(),
            retryPolicy: retryPolicy,
            stopwatch: Stopwatch(clock: clock),
            enabled: enabled
        )
    }
}

/// An error whose description is its message.
struct FlakyError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String = "boom") { self.message = message }
    var description: String { message }
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

    @discardableResult
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}
