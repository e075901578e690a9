import Crosscut
import CrosscutTesting
import Foundation
import Testing

@Suite(.timeLimit(.minutes(3))) struct SyncRetryTests {
    @Test func byDefaultSyncRetriesDoNotSleep() throws {
        let clock = ManualClock()
        let strategy = RetryStrategy(maxAttempts: 3, backoff: .constant(.seconds(60)), jitter: .none, clock: clock)
        var attempts = 0
        var delays: [Duration] = []
        let record: (RetryEvent) -> Void = { delays.append($0.delay) }
        let value = try strategy.runSynchronously(onRetry: record) {
            () throws(FlakyError) -> String in
            attempts += 1
            if attempts < 3 { throw FlakyError() }
            return "done"
        }
        #expect(value == "done")
        #expect(delays == [.zero, .zero])
        #expect(clock.now == ManualClock.Instant(offset: .zero))
    }

    @Test func sleepingSynchronouslyBlocksForTheBackoffOnTheClock() async throws {
        let clock = ManualClock()
        let strategy = RetryStrategy(
            maxAttempts: 3, backoff: .exponential(initial: .seconds(1), cap: .seconds(10)), jitter: .none,
            clock: clock, sleepsSynchronously: true)
        let delays = Locked<[Duration]>([])
        let attempts = CallCounter()
        let finished = Task {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Int, FlakyError>, Never>) in
                Thread.detachNewThread {
                    let result = Result { () throws(FlakyError) -> Int in
                        let record: (RetryEvent) -> Void = { retry in delays.withLock { $0.append(retry.delay) } }
                        return try strategy.runSynchronously(onRetry: record) {
                            () throws(FlakyError) -> Int in
                            throw FlakyError("attempt \(attempts.next())")
                        }
                    }
                    continuation.resume(returning: result)
                }
            }
        }
        try await clock.waitForSleepers(count: 1)
        #expect(attempts.value == 1)
        clock.advance(by: .seconds(1))
        try await clock.waitForSleepers(count: 1)
        #expect(attempts.value == 2)
        clock.advance(by: .seconds(2))
        #expect(await finished.value == .failure(FlakyError("attempt 3")))
        #expect(delays.withLock { $0 } == [.seconds(1), .seconds(2)])
    }
}
