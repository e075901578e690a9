import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// The runtime's sleeps say why they sleep: a retry's backoff, async and sync, and a timeout's
/// deadline, so that a test on one clock can wait for the one it means.
@Suite(.timeLimit(.minutes(1))) struct SleepPurposeTests {
    @Test func aRetrysBackoffSleepsForItsPurpose() async throws {
        let clock = ManualClock()
        let strategy = RetryStrategy(maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none, clock: clock)
        let call = Task {
            try await strategy.run { () async throws(FlakyError) in throw FlakyError("down") }
        }
        try await clock.waitForSleepers()
        #expect(
            clock.sleepers == [
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(1)), purpose: .retryBackoff)
            ])
        clock.advance(by: .seconds(1))
        await #expect(throws: FlakyError("down")) { try await call.value }
    }

    @Test func aSynchronousRetrysBackoffSleepsForItsPurpose() async throws {
        let clock = ManualClock()
        let strategy = RetryStrategy(
            maxAttempts: 2, backoff: .constant(.seconds(1)), jitter: .none, clock: clock, sleepsSynchronously: true)
        let finished = Task {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    _ = try? strategy.runSynchronously { () throws(FlakyError) in throw FlakyError("down") }
                    continuation.resume()
                }
            }
        }
        try await clock.waitForSleepers()
        #expect(clock.sleepers.map(\.purpose) == [.retryBackoff])
        clock.advance(by: .seconds(1))
        await finished.value
    }

    @Test func aTimeoutsDeadlineSleepsForItsPurpose() async throws {
        let test = TestConcerns(timeoutLimit: .seconds(2))
        let concerns = test.concerns
        let call = Task {
            try await concerns.timingOut(service: "Catalog", member: "sessions()") { () async throws -> Int in
                try await Task.sleep(for: .seconds(3600))  // ends when the attempt is cancelled
                return 1
            }
        }
        try await test.clock.waitForSleepers()
        #expect(
            test.clock.sleepers == [
                ManualClock.Sleeper(deadline: ManualClock.Instant(offset: .seconds(2)), purpose: .timeoutDeadline)
            ])
        test.clock.advance(by: .seconds(2))
        await #expect(throws: TimeoutError.self) { try await call.value }
    }
}
