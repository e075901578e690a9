import Crosscut
import Testing

@Suite struct RetryPolicyAttemptTests {
    /// A strategy that never waits, so attempt-count tests need no clock.
    private func immediate(maxAttempts: Int) -> RetryStrategy {
        RetryStrategy(maxAttempts: maxAttempts, backoff: .constant(.zero), jitter: .none)
    }

    @Test func aSuccessfulCallRunsOnceAndReportsNoRetry() async throws {
        let calls = CallCounter()
        var retries: [RetryEvent] = []
        let record: (RetryEvent) -> Void = { retries.append($0) }
        let value = try await immediate(maxAttempts: 3).run(onRetry: record) { () async throws -> Int in
            calls.next()
            return 7
        }
        #expect(value == 7)
        #expect(calls.value == 1)
        #expect(retries.isEmpty)
    }

    @Test func aFailingCallIsTriedMaxAttemptsTimesAndThrowsTheLastError() async {
        let calls = CallCounter()
        var retried: [Int] = []
        await #expect(throws: FlakyError("failure 3")) {
            let record: (RetryEvent) -> Void = { retried.append($0.attempt) }
            return try await immediate(maxAttempts: 3).run(onRetry: record) { () async throws in
                throw FlakyError("failure \(calls.next())")
            }
        }
        #expect(calls.value == 3)
        #expect(retried == [1, 2])
    }

    @Test func aCallThatRecoversReturnsItsValue() async throws {
        let calls = CallCounter()
        let value = try await immediate(maxAttempts: 5).run { () async throws -> String in
            if calls.next() < 3 { throw FlakyError() }
            return "ok"
        }
        #expect(value == "ok")
        #expect(calls.value == 3)
    }

    @Test func noneTriesOnce() async {
        let calls = CallCounter()
        await #expect(throws: FlakyError.self) {
            try await RetryStrategy.none.run { () async throws in
                calls.next()
                throw FlakyError()
            }
        }
        #expect(calls.value == 1)
        #expect(RetryStrategy.none.maxAttempts == 1)
        #expect(RetryStrategy.default.maxAttempts == 3)
    }

    @Test func maxAttemptsBelowOneStillTriesOnce() async {
        let calls = CallCounter()
        await #expect(throws: FlakyError.self) {
            try await immediate(maxAttempts: 0).run { () async throws in
                calls.next()
                throw FlakyError()
            }
        }
        #expect(calls.value == 1)
    }

    @Test func thePredicateStopsRetryingErrorsItRejects() async {
        struct Fatal: Error {}
        var strategy = immediate(maxAttempts: 5)
        strategy.isRetryable = { !($0 is Fatal) }
        let calls = CallCounter()
        await #expect(throws: Fatal.self) {
            try await strategy.run { () async throws in
                if calls.next() < 2 { throw FlakyError() }
                throw Fatal()
            }
        }
        #expect(calls.value == 2)
    }

    @Test func theDefaultPredicateDoesNotRetryCancellationError() async {
        let calls = CallCounter()
        await #expect(throws: CancellationError.self) {
            try await immediate(maxAttempts: 5).run { () async throws in
                calls.next()
                throw CancellationError()
            }
        }
        #expect(calls.value == 1)
        #expect(RetryStrategy.retriesAllButCancellation(FlakyError()))
        #expect(!RetryStrategy.retriesAllButCancellation(CancellationError()))
    }

    @Test func typedThrowsKeepTheErrorType() async {
        let calls = CallCounter()
        let strategy = immediate(maxAttempts: 2)
        let outcome: Result<Int, FlakyError>
        do throws(FlakyError) {
            outcome = .success(
                try await strategy.run { () async throws(FlakyError) -> Int in
                    throw FlakyError("typed \(calls.next())")
                })
        } catch {
            outcome = .failure(error)
        }
        #expect(outcome == .failure(FlakyError("typed 2")))
    }
}

/// A value that cannot be copied, returned through the retry loop.
private struct Ticket: ~Copyable {
    let number: Int
}

@Suite struct NoncopyableRetryTests {
    private let strategy = RetryStrategy(maxAttempts: 3, backoff: .constant(.zero), jitter: .none)

    @Test func theAsyncLoopReturnsANoncopyableValue() async throws {
        let calls = CallCounter()
        let ticket = try await strategy.run { () async throws -> Ticket in
            let call = calls.next()
            if call < 2 { throw FlakyError() }
            return Ticket(number: call)
        }
        #expect(ticket.number == 2)
    }

    @Test func theSyncLoopReturnsANoncopyableValue() throws {
        let calls = CallCounter()
        let ticket = try strategy.runSynchronously { () throws -> Ticket in
            let call = calls.next()
            if call < 3 { throw FlakyError() }
            return Ticket(number: call)
        }
        #expect(ticket.number == 3)
    }
}
