import Crosscut

/// A clock whose sleeps return at once, moving its time forward by the time slept.
///
/// Simulated latency and retry back-off then take no real time, and every measured duration is
/// exactly the simulated one — which is what tests and a quick demo need.
///
/// ```swift
/// let clock = InstantClock()
/// try await clock.sleep(for: .milliseconds(300))  // returns at once
/// clock.now.offset  // 300 ms
/// ```
public final class InstantClock: Clock, Sendable {
    /// A point in the clock's time: how long after the clock's start.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since the clock started.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Locked(Instant(offset: .zero))

    /// Creates a clock at its start.
    public init() {}

    /// The current instant.
    public var now: Instant { current.withLock { $0 } }

    /// The clock has no resolution limit.
    public var minimumResolution: Duration { .zero }

    /// Moves the time to `deadline` (if it is later) and returns without waiting.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { $0 = max($0, deadline) }
    }
}
