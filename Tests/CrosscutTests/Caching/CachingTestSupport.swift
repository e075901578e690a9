import Crosscut
import Foundation

/// A clock that moves only when a test advances it, so expiry tests are exact and take no time.
final class CachingTestClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Locked(Instant(offset: .zero))

    var now: Instant { current.withLock { $0 } }
    var minimumResolution: Duration { .zero }

    /// Moves the clock forward by `duration`.
    func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }

    /// Sleeping jumps the clock to the deadline at once; the caching tests never sleep.
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        current.withLock { $0 = max($0, deadline) }
    }
}

/// Keeps every event, for asserting on the caching helpers' logs.
final class CachingTestLogs: LogService {
    private let stored = Locked<[Event]>([])

    var events: [Event] { stored.withLock { $0 } }

    func log(_ event: Event) {
        stored.withLock { $0.append(event) }
    }
}

/// Sums counters by name and dimensions, for asserting on the caching helpers' metrics.
final class CachingTestMetrics: MetricsRecorder {
    private struct Series: Hashable {
        var name: String
        var dimensions: Dimensions
    }

    private let counters = Locked<[Series: Int]>([:])

    func increment(_ name: String, by amount: Int, dimensions: Dimensions) {
        counters.withLock { $0[Series(name: name, dimensions: dimensions), default: 0] += amount }
    }

    func record(_ name: String, duration: Duration, dimensions: Dimensions) {}

    /// The counter `name` with exactly `dimensions`, 0 if never incremented.
    func counter(_ name: String, _ dimensions: Dimensions) -> Int {
        counters.withLock { $0[Series(name: name, dimensions: dimensions)] ?? 0 }
    }
}

/// A gate that computations wait at until the test opens it.
final class CachingTestGate: Sendable {
    private struct State {
        var isOpen = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    func wait() async {
        await withCheckedContinuation { continuation in
            let proceed = state.withLock { state in
                if state.isOpen { return true }
                state.waiting.append(continuation)
                return false
            }
            if proceed { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// Counts calls from any task.
final class CachingTestCounter: Sendable {
    private let value = Locked(0)

    var count: Int { value.withLock { $0 } }

    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}

/// An error with a concrete type, to check that typed throws survive the cache.
enum CachingTestError: Error, Equatable {
    case unavailable(Int)
}

/// Yields to other tasks until `condition` holds and returns true, or returns false after a
/// million yields. Counts yields, not time, so a slow machine does not fail it.
func cachingEventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Concerns that log everything to `logs` and count into `metrics`.
func cachingConcerns(
    cache: any CacheStore,
    logs: CachingTestLogs = CachingTestLogs(),
    metrics: CachingTestMetrics = CachingTestMetrics()
) -> Concerns {
    Concerns(
        logger: Logger(service: logs, minimumLevel: .trace, dateProvider: FixedDateProvider()),
        metrics: metrics,
        cache: cache,
        retryPolicy: RetryPolicy(maxAttempts: 1)
    )
}

/// A key of the `Catalog` service.
func catalogKey(_ member: String = "sessions(for:)", _ argument: String = "sleep") -> CacheKey {
    CacheKey(service: "Catalog", member: member, argument)
}
