import Crosscut
import CrosscutTesting

/// A `ManualClock` that counts how often it is read, to tell whether a decorator timed a call.
final class CountingClock: Clock, Sendable {
    private let base = ManualClock()
    private let count = Locked(0)

    var now: ManualClock.Instant {
        count.withLock { $0 += 1 }
        return base.now
    }

    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// How often `now` was read.
    var readings: Int { count.withLock { $0 } }
}
