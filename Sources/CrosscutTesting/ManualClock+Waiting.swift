import Crosscut
import Dispatch

extension ManualClock {
    /// How long a wait for sleepers lasts, in real time in which the code under test could run,
    /// before it gives up: a minute, short of a test's time limit.
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
    ///   - limit: How long to wait, in real time in which the code under test could run, before
    ///     giving up.
    /// - Throws: ``WaitTimedOut`` when the sleepers are not there after `limit`, describing what
    ///   the wait wanted and the sleepers it saw; `CancellationError` when the task is cancelled.
    public func waitForSleepers(
        _ purpose: SleepPurpose? = nil,
        count: Int = 1,
        giveUpAfter limit: Duration = defaultWaitLimit
    ) async throws {
        let wanted = Wanted(purpose: purpose, count: count)
        // Parked in the caller's own task, so that the sleepers already there count at once; the
        // limit is kept by Dispatch timers, which need no thread of the cooperative pool (tests
        // that block the pool's threads, or run under a sanitizer, would starve a second task).
        // The pool is only probed to tell whether the code under test could have run.
        try await park { state, id in
            if wanted.isMet(by: state.sleepers.values) { return .resume(.success(())) }
            state.waiters[id] = wanted
            giveUp(id, after: limit, waitingFor: wanted)
            return .park(waking: [])
        }
    }

    /// Resumes the wait `id`, if it is still parked after `limit`, with ``WaitTimedOut``.
    ///
    /// Only real time in which the code under test could run counts: when `limit` has passed, a
    /// probe task asks the concurrency pool for a thread, and when the pool (or the machine) took
    /// more than a tenth of `limit` to give it one, that time is waited again, since the code under
    /// test could not run either. A stalled pool therefore stretches the wait, which gives up
    /// regardless five minutes after `limit`.
    private func giveUp(_ id: UInt64, after limit: Duration, waitingFor wanted: Wanted) {
        let stalls = Duration.seconds(300)
        Self.afterRealTime(limit + stalls) { [self] in timeOut(id, waited: limit + stalls, waitingFor: wanted) }
        giveUp(id, afterRunnable: limit, promptness: limit / 10) { [self] in
            timeOut(id, waited: limit, waitingFor: wanted)
        }
    }

    /// Calls `timeOut` once `duration` of real time has passed during which the concurrency pool
    /// could run tasks, unless the wait `id` ended before: a pool that runs a probe within
    /// `promptness` was free, and the time one that does not took is waited again.
    private func giveUp(
        _ id: UInt64, afterRunnable duration: Duration, promptness: Duration,
        _ timeOut: @escaping @Sendable () -> Void
    ) {
        Self.afterRealTime(duration) { [self] in
            let asked = ContinuousClock.now
            Task.detached { [self] in
                let busy = ContinuousClock.now - asked
                if busy <= promptness {
                    timeOut()
                } else if state.withLock({ $0.waiters[id] != nil }) {
                    giveUp(id, afterRunnable: busy, promptness: promptness, timeOut)
                }
            }
        }
    }

    /// Resumes the wait `id`, if it is still parked, with ``WaitTimedOut`` after `waited`.
    private func timeOut(_ id: UInt64, waited: Duration, waitingFor wanted: Wanted) {
        let timedOut = state.withLock { state in
            state.unpark(id).map { continuation in
                (
                    continuation,
                    WaitTimedOut(
                        waited: waited, purpose: wanted.purpose, count: wanted.count,
                        sleepers: state.sleepersInOrder.map(\.sleeper), now: Instant(offset: state.now))
                )
            }
        }
        if let (continuation, error) = timedOut { continuation.resume(throwing: error) }
    }

    /// Calls `action` on a Dispatch queue after `duration` of real time: a timer that needs no
    /// thread of the concurrency pool.
    private static func afterRealTime(_ duration: Duration, _ action: @escaping @Sendable () -> Void) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds)), execute: action)
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
