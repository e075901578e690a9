import Crosscut

/// A clock that moves only when told to, for exact, instant tests of anything that sleeps or
/// measures time: backoff, timeouts, TTLs.
///
/// Sleepers resume when ``advance(by:)`` moves the time to or past their deadline; a cancelled
/// sleeper throws `CancellationError` at once. ``waitForSleepers(count:)`` lets a test wait until
/// the code under test is asleep, so it advances the clock at the right moment without real time.
///
/// ```swift
/// let clock = ManualClock()
/// let strategy = RetryStrategy(backoff: .constant(.seconds(1)), jitter: .none, clock: clock)
/// let call = Task { try await strategy.run { try await flaky() } }
/// await clock.waitForSleepers(count: 1)  // the first retry is waiting
/// clock.advance(by: .seconds(1))         // and now it runs
/// ```
public final class ManualClock: Clock, Sendable {
    /// A point on a ``ManualClock``: the time elapsed since the clock's zero.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the clock's zero.
        public var offset: Duration

        /// Creates the instant `offset` after the clock's zero.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, for example `1.5 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct Waiter {
        var count: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var now: Duration
        var readings = 0
        var nextID: UInt64 = 0
        var sleepers: [UInt64: Sleeper] = [:]
        var cancelledBeforeSleeping: Set<UInt64> = []
        var waiters: [Waiter] = []

        /// Removes and returns the waiters satisfied by the current number of sleepers.
        mutating func readyWaiters() -> [Waiter] {
            let sleeping = sleepers.count
            let ready = waiters.filter { $0.count <= sleeping }
            waiters.removeAll { $0.count <= sleeping }
            return ready
        }
    }

    private let state: Locked<State>

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

    /// Sleeps until the clock reaches `deadline`; returns at once if it already has. Throws
    /// `CancellationError` as soon as the task is cancelled. `tolerance` is ignored.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        defer { state.withLock { _ = $0.cancelledBeforeSleeping.remove(id) } }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enqueue(id: id, deadline: deadline.offset, continuation: continuation)
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelledBeforeSleeping.insert(id)
                    return Sleeper?.none
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    private func enqueue(id: UInt64, deadline: Duration, continuation: CheckedContinuation<Void, any Error>) {
        enum Outcome {
            case cancelled, due
            case asleep([Waiter])
        }
        let outcome = state.withLock { state -> Outcome in
            if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
            if deadline <= state.now { return .due }
            state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
            return .asleep(state.readyWaiters())
        }
        switch outcome {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .due: continuation.resume()
        case .asleep(let waiters): for waiter in waiters { waiter.continuation.resume() }
        }
    }

    /// Moves the time forward by `duration` and wakes, in deadline order, every sleeper whose
    /// deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now += max(.zero, duration)
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys { state.sleepers.removeValue(forKey: id) }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Moves the time forward to `instant` (never backward) and wakes the sleepers whose deadline
    /// has come.
    public func advance(to instant: Instant) {
        advance(by: now.duration(to: instant))
    }

    /// Returns once at least `count` tasks are asleep on the clock: call it before ``advance(by:)``
    /// to be sure the code under test has started waiting.
    public func waitForSleepers(count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.sleepers.count >= count { return true }
                state.waiters.append(Waiter(count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
