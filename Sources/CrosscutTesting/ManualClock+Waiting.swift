import Crosscut
import Dispatch

extension ManualClock {
    /// How long a wait for sleepers lasts, in real time, before it gives up: a minute, enough for
    /// the code under test to reach its sleep on a loaded two-core machine or under the thread
    /// sanitizer, and short of a test's time limit.
    public static let defaultWaitLimit: Duration = .seconds(60)

    /// Returns once at least `count` tasks are asleep on the clock, only those sleeping for
    /// `purpose` counted when it is given: call it before ``advance(by:)`` to be sure the code
    /// under test has started waiting.
    ///
    /// A timeout's deadline and a retry's backoff may sleep on one clock: wait for the one you mean.
    ///
    /// ```swift
    /// try await clock.waitForSleepers(.retryBackoff)   // not the attempt's deadline
    /// clock.advance(by: .seconds(1))
    /// ```
    ///
    /// - Parameters:
    ///   - purpose: The purpose of the sleepers to count; `nil` (the default) counts every sleeper.
    ///   - count: How many sleepers to wait for.
    ///   - limit: How long to wait, in real time, before giving up.
    /// - Throws: ``WaitTimedOut`` when the sleepers are not there after `limit`, describing what
    ///   the wait wanted and the sleepers it saw; `CancellationError` when the task is cancelled.
    public func waitForSleepers(
        _ purpose: SleepPurpose? = nil,
        count: Int = 1,
        giveUpAfter limit: Duration = defaultWaitLimit
    ) async throws {
        let wanted = Wanted(purpose: purpose, count: count)
        // Parked in the caller's own task, so that the sleepers already there count at once; the
        // limit is kept by a Dispatch timer, which needs no thread of the cooperative pool (tests
        // that block the pool's threads, or run under a sanitizer, would starve a second task).
        try await park { state, id in
            if wanted.isMet(by: state.sleepers.values) { return .resume(.success(())) }
            state.waiters[id] = wanted
            giveUp(id, after: limit, waitingFor: wanted)
            return .park(waking: [])
        }
    }

    /// Resumes the wait `id`, if it is still parked after `limit`, with ``WaitTimedOut``.
    private func giveUp(_ id: UInt64, after limit: Duration, waitingFor wanted: Wanted) {
        let (seconds, attoseconds) = limit.components
        let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds))) { [self] in
            let timedOut = state.withLock { state in
                state.unpark(id).map { continuation in
                    (
                        continuation,
                        WaitTimedOut(
                            waited: limit, purpose: wanted.purpose, count: wanted.count,
                            sleepers: state.sleepersInOrder.map(\.sleeper), now: Instant(offset: state.now))
                    )
                }
            }
            if let (continuation, error) = timedOut { continuation.resume(throwing: error) }
        }
    }

    /// What a wait for sleepers waits for.
    struct Wanted: Sendable {
        var purpose: SleepPurpose?
        var count: Int

        /// Whether `sleepers` hold at least `count` of `purpose`.
        func isMet(by sleepers: some Sequence<Sleeper>) -> Bool {
            sleepers.count { purpose == nil || $0.purpose == purpose } >= count
        }
    }
}
