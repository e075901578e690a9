import Crosscut
import CrosscutTesting
import Testing

@Suite struct StopwatchTests {
    @Test func aManualClockStopwatchMeasuresFromItsCreation() {
        let clock = ManualClock(now: ManualClock.Instant(offset: .seconds(5)))
        let stopwatch = Stopwatch(clock: clock)
        #expect(stopwatch.now() == .zero)
        clock.advance(by: .milliseconds(250))
        #expect(stopwatch.now() == .milliseconds(250))
    }

    @Test(arguments: [false, true])
    func aContinuousStopwatchMeasuresFromItsCreation(viaStaticMember: Bool) {
        let before = ContinuousClock.now
        let stopwatch = viaStaticMember ? Stopwatch.continuous : Stopwatch(clock: ContinuousClock())
        let first = stopwatch.now()
        let second = stopwatch.now()
        let sinceBefore = before.duration(to: .now)
        #expect(first >= .zero)
        #expect(second >= first)
        #expect(second <= sinceBefore)
    }
}
