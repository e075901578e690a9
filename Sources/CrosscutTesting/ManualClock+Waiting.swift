import Crosscut

extension ManualClock {
    /// How long a wait for sleepers lasts, in real time, before it gives up: 10 seconds.
    public static let defaultWaitLimit: Duration = .seconds(10)

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
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await self.park { state, id in
                    if wanted.isMet(by: state.sleepers.values) { return .resume(.success(())) }
                    state.waiters[id] = wanted
                    return .park(waking: [])
                }
            }
            group.addTask {
                try await Task.sleep(for: limit)
                throw self.state.withLock { state in
                    WaitTimedOut(
                        waited: limit, purpose: purpose, count: count, sleepers: state.sleepersInOrder.map(\.sleeper),
                        now: Instant(offset: state.now))
                }
            }
            // The first to end: the sleepers arrived, or the limit passed (and the error is thrown).
            try await group.next()
            group.cancelAll()
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
