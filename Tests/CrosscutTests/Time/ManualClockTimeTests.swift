import Crosscut
import CrosscutTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct ManualClockTimeTests {
    @Test func timeMovesOnlyWhenAdvanced() {
        let clock = ManualClock()
        #expect(clock.now == ManualClock.Instant(offset: .zero))
        clock.advance(by: .seconds(3))
        clock.advance(to: clock.now.advanced(by: .milliseconds(500)))
        #expect(clock.now.offset == .milliseconds(3500))
        clock.advance(to: ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .milliseconds(3500))
        #expect(clock.minimumResolution == .zero)
    }

    @Test func instantsMeasureTheDurationBetweenThem() {
        let start = ManualClock.Instant(offset: .seconds(2))
        let end = start.advanced(by: .milliseconds(250))
        #expect(start.duration(to: end) == .milliseconds(250))
        #expect(start < end)
        #expect(end.description == "2.25 seconds")
    }

    @Test func aSleeperWakesWhenTheClockReachesItsDeadlineAndNotBefore() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        try await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(9))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)
        try await sleeper.value
    }

    @Test func advancingWakesOnlyTheSleepersThatAreDue() async throws {
        let clock = ManualClock()
        let woken = Locked<[Int]>([])
        let short = Task {
            try await clock.sleep(for: .seconds(1))
            woken.withLock { $0.append(1) }
        }
        let long = Task {
            try await clock.sleep(for: .seconds(5))
            woken.withLock { $0.append(5) }
        }
        try await clock.waitForSleepers(count: 2)
        clock.advance(by: .seconds(2))
        try await short.value
        #expect(woken.withLock { $0 } == [1])
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(3))
        try await long.value
        #expect(woken.withLock { $0 } == [1, 5])
    }

    @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock(now: ManualClock.Instant(offset: .seconds(5)))
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(5)))
        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationErrorAtOnce() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        try await clock.waitForSleepers(count: 1)
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .zero)
    }

    @Test func aTaskCancelledBeforeSleepingDoesNotSleep() async {
        let clock = ManualClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(60))
        }
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
    }

    @Test func manySleepersAllWakeAndCountExactly() async throws {
        let clock = ManualClock()
        let sleepers = (1...20).map { index in Task { try await clock.sleep(for: .milliseconds(index)) } }
        try await clock.waitForSleepers(count: 20)
        #expect(clock.sleeperCount == 20)
        clock.advance(by: .milliseconds(20))
        for sleeper in sleepers { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func worksAsAnyClockOfDuration() async throws {
        let manual = ManualClock()
        let clock: any Clock<Duration> = manual
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        try await manual.waitForSleepers(count: 1)
        manual.advance(by: .seconds(1))
        try await sleeper.value
        let stopwatch = Stopwatch(clock: manual)
        manual.advance(by: .milliseconds(42))
        #expect(stopwatch.now() == .milliseconds(42))
    }
}
