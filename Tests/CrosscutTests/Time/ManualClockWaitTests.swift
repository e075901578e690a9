import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// `ManualClock.waitForSleepers`: it waits for the sleepers of the purpose it names, lists them in
/// the order they wake, gives up within its bound saying what it waited for and what it saw, and
/// stops when cancelled.
@Suite(.timeLimit(.minutes(1))) struct ManualClockWaitTests {
    @Test func aWaitThatIsNeverSatisfiedGivesUpWithinItsBoundSayingWhatItSaw() async throws {
        let clock = ManualClock()
        let deadline = Task { try await Self.sleep(on: clock, for: .seconds(10), purpose: .timeoutDeadline) }
        defer { deadline.cancel() }
        try await clock.waitForSleepers(.timeoutDeadline)
        let start = ContinuousClock.now
        let error = await #expect(throws: ManualClock.WaitTimedOut.self) {
            try await clock.waitForSleepers(.retryBackoff, giveUpAfter: .milliseconds(200))
        }
        let waited = ContinuousClock.now - start
        // A machine too busy to run the code under test stretches the wait (see
        // aWaitDoesNotCountTheTimeTheCodeUnderTestCouldNotRun).
        #expect(waited >= .milliseconds(200) && waited < .seconds(30), "gave up after \(waited)")
        #expect(
            error?.description
                == "waited 0.2 seconds for 1 retry backoff sleeper on ManualClock, which reads 0.0 seconds; "
                + "saw 1 sleeper: a sleep until 10.0 seconds (timeout deadline)")
        #expect(clock.sleeperCount == 1, "the deadline still sleeps")
    }

    @Test func theDescriptionCountsAndListsWhatTheWaitSaw() {
        let none = ManualClock.WaitTimedOut(
            waited: .seconds(10), purpose: nil, count: 2, sleepers: [], now: ManualClock.Instant(offset: .seconds(3)))
        #expect(
            none.description
                == "waited 10.0 seconds for 2 sleepers on ManualClock, which reads 3.0 seconds; saw no sleeper")
        let two = ManualClock.WaitTimedOut(
            waited: .seconds(10), purpose: .timeoutDeadline, count: 1,
            sleepers: [
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(4))),
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(5)), purpose: .retryBackoff),
            ],
            now: ManualClock.Instant(offset: .seconds(3)))
        #expect(
            two.description
                == "waited 10.0 seconds for 1 timeout deadline sleeper on ManualClock, which reads 3.0 seconds; "
                + "saw 2 sleepers: a sleep until 4.0 seconds, a sleep until 5.0 seconds (retry backoff)")
    }

    @Test func aWaitCountsOnlyTheSleepersOfItsPurposeAndTheClockListsThemInWakingOrder() async throws {
        let clock = ManualClock()
        let deadline = Task { try await Self.sleep(on: clock, for: .seconds(10), purpose: .timeoutDeadline) }
        try await clock.waitForSleepers(.timeoutDeadline)
        let waitsForBackoff = Task { try await clock.waitForSleepers(.retryBackoff) }
        let backoff = Task { try await Self.sleep(on: clock, for: .seconds(1), purpose: .retryBackoff) }
        try await waitsForBackoff.value
        #expect(
            clock.sleepers == [
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(1)), purpose: .retryBackoff),
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(10)), purpose: .timeoutDeadline),
            ])
        clock.advance(by: .seconds(10))
        try await backoff.value
        try await deadline.value
    }

    /// A machine too busy to run the code under test does not count against the wait: here every
    /// thread of the concurrency pool spins past the limit before the sleeper can start.
    @Test func aWaitDoesNotCountTheTimeTheCodeUnderTestCouldNotRun() async throws {
        let clock = ManualClock()
        let limit = Duration.milliseconds(200)
        let busy = Duration.milliseconds(600)
        let spinners = (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in
            Task.detached {
                let start = ContinuousClock.now
                while ContinuousClock.now - start < busy {}
            }
        }
        let sleeper = Task.detached { try await clock.sleep(for: .seconds(1)) }
        defer { sleeper.cancel() }
        let start = ContinuousClock.now
        try await clock.waitForSleepers(giveUpAfter: limit)
        let waited = ContinuousClock.now - start
        #expect(waited > limit, "the sleeper started within the limit: the pool was not busy")
        for spinner in spinners { await spinner.value }
    }

    @Test func aCancelledWaitThrowsCancellationErrorAtOnce() async {
        let clock = ManualClock()
        let wait = Task { try await clock.waitForSleepers() }
        wait.cancel()
        let result = await wait.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    /// Sleeps `duration` on `clock` for `purpose`, as the runtime does.
    private static func sleep(on clock: ManualClock, for duration: Duration, purpose: SleepPurpose) async throws {
        try await SleepPurpose.$current.withValue(purpose) { try await clock.sleep(for: duration) }
    }
}
