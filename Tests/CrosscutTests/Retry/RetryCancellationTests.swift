import Crosscut
import CrosscutTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct RetryCancellationTests {
    private func slowPolicy(clock: ManualClock) -> RetryStrategy {
        RetryStrategy(maxAttempts: 5, backoff: .constant(.seconds(60)), jitter: .none, clock: clock)
    }

    @Test func cancellingDuringBackoffStopsAtOnceWithCancellationError() async throws {
        let clock = ManualClock()
        let calls = CallCounter()
        let strategy = slowPolicy(clock: clock)
        let result = try await resultWhenCancelledWhileSleeping(on: clock) {
            try await strategy.run { () async throws in
                calls.next()
                throw FlakyError()
            }
        }
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(calls.value == 1)
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == ManualClock.Instant(offset: .zero))
    }

    @Test func withATypedFailureCancellationThrowsTheLastError() async throws {
        let clock = ManualClock()
        let calls = CallCounter()
        let strategy = slowPolicy(clock: clock)
        let result = try await resultWhenCancelledWhileSleeping(on: clock) {
            try await strategy.run { () async throws(FlakyError) -> Int in
                throw FlakyError("attempt \(calls.next())")
            }
        }
        #expect(throws: FlakyError("attempt 1")) { try result.get() }
        #expect(calls.value == 1)
    }

    @Test func aTaskCancelledDuringAnAttemptStartsNoFurtherAttempt() async {
        let calls = CallCounter()
        let strategy = RetryStrategy(maxAttempts: 5, backoff: .constant(.zero), jitter: .none)
        let call = Task {
            try await strategy.run { () async throws in
                calls.next()
                withUnsafeCurrentTask { $0?.cancel() }
                throw FlakyError()
            }
        }
        let result = await call.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(calls.value == 1)
    }
}
