import Crosscut

/// A clock that moves only when told to, for exact, instant tests of anything that sleeps or
/// measures time: backoff, timeouts, TTLs.
///
/// Sleepers resume when ``advance(by:)`` moves the time to or past their deadline; a cancelled
/// sleeper throws `CancellationError` at once. ``waitForSleepers(_:count:giveUpAfter:)`` lets a
/// test wait until the code under test is asleep, so it advances the clock at the right moment
/// without real time; it gives up, throwing ``WaitTimedOut``, when they never fall asleep.
///
/// ```swift
/// let clock = ManualClock()
/// let strategy = RetryStrategy(backoff: .constant(.seconds(1)), jitter: .none, clock: clock)
/// let call = Task { try await strategy.run { try await flaky() } }
/// try await clock.waitForSleepers(.retryBackoff)  // the first retry is waiting
/// clock.advance(by: .seconds(1))                  // and now it runs
/// ```
public final class ManualClock: Clock, Sendable {
    /// What the clock's tasks wait for: sleepers their deadline, waiters their sleepers.
    struct State {
        var now: Duration
        var readings = 0
        var nextID: UInt64 = 0
        /// The suspended tasks, sleepers and waiters alike, by id.
        var parked: [UInt64: CheckedContinuation<Void, any Error>] = [:]
        var sleepers: [UInt64: Sleeper] = [:]
        var waiters: [UInt64: Wanted] = [:]
        /// Tasks cancelled before they were parked, which therefore must not park.
        var cancelledBeforeParking: Set<UInt64> = []

        mutating func newID() -> UInt64 {
            nextID += 1
            return nextID
        }

        /// The sleepers and their ids in the order they wake: by deadline, then in the order they
        /// fell asleep.
        var sleepersInOrder: [(id: UInt64, sleeper: Sleeper)] {
            sleepers.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }.map { ($0.key, $0.value) }
        }

        /// Takes the task `id` out of the state and returns its continuation, if it is parked.
        mutating func unpark(_ id: UInt64) -> CheckedContinuation<Void, any Error>? {
            sleepers[id] = nil
            waiters[id] = nil
            return parked.removeValue(forKey: id)
        }

        /// Takes out and returns the waiters that the sleepers now satisfy.
        mutating func readyWaiters() -> [CheckedContinuation<Void, any Error>] {
            let sleeping = Array(sleepers.values)
            let ready = waiters.filter { $0.value.isMet(by: sleeping) }.keys
            return ready.compactMap { unpark($0) }
        }
    }

    /// How a task about to park goes on.
    enum Parking {
        /// It resumes at once, with this result.
        case resume(Result<Void, any Error>)
        /// It stays parked; these other tasks resume.
        case park(waking: [CheckedContinuation<Void, any Error>])
    }

    let state: Locked<State>

    /// Creates a clock whose time starts at `now` (zero by default).
    public init(now: Instant = Instant(offset: .zero)) {
        state = Locked(State(now: now.offset))
    }

    /// The clock's current time.
    public var now: Instant {
        Instant(
            offset: state.withLock { state in
                state.readings += 1
                return state.now
            })
    }

    /// How many times ``now`` was read: to check that code reads the clock only when it must (a
    /// call whose log event is dropped is not timed, a retry without a deadline reads no clock).
    public var readings: Int { state.withLock { $0.readings } }

    /// Zero: the clock keeps exact time.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are asleep on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// The tasks asleep on the clock now, in the order they wake.
    public var sleepers: [Sleeper] { state.withLock { $0.sleepersInOrder.map(\.sleeper) } }

    /// Sleeps until the clock reaches `deadline`; returns at once if it already has. Throws
    /// `CancellationError` as soon as the task is cancelled. `tolerance` is ignored. The sleeper's
    /// purpose is `SleepPurpose.current`.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let sleeper = Sleeper(deadline: deadline, purpose: SleepPurpose.current)
        try await park { state, id in
            if deadline.offset <= state.now { return .resume(.success(())) }
            state.sleepers[id] = sleeper
            return .park(waking: state.readyWaiters())
        }
    }

    /// Suspends the task until it is resumed: `decide`, under the lock, either resumes it at once
    /// or records why it waits (it is then parked). Cancellation resumes it with `CancellationError`.
    func park(_ decide: (inout State, UInt64) -> Parking) async throws {
        let id = state.withLock { $0.newID() }
        defer { state.withLock { _ = $0.cancelledBeforeParking.remove(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let parking = state.withLock { state -> Parking in
                    if state.cancelledBeforeParking.remove(id) != nil { return .resume(.failure(CancellationError())) }
                    let parking = decide(&state, id)
                    if case .park = parking { state.parked[id] = continuation }
                    return parking
                }
                switch parking {
                case .resume(let result): continuation.resume(with: result)
                case .park(let waking): for waiter in waking { waiter.resume() }
                }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                guard let continuation = state.unpark(id) else {
                    state.cancelledBeforeParking.insert(id)
                    return CheckedContinuation<Void, any Error>?.none
                }
                return continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Moves the time forward by `duration` and wakes, in deadline order, every sleeper whose
    /// deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now += max(.zero, duration)
            let now = state.now
            let due = state.sleepersInOrder.filter { $0.sleeper.deadline.offset <= now }
            return due.compactMap { state.unpark($0.id) }
        }
        for sleeper in due { sleeper.resume() }
    }

    /// Moves the time forward to `instant` (never backward) and wakes the sleepers whose deadline
    /// has come.
    public func advance(to instant: Instant) {
        advance(by: now.duration(to: instant))
    }
}
