import Crosscut
import CrosscutTesting
import Testing

/// Logging decorators ask the logger's level first: a call whose event would be dropped is
/// forwarded without timing it.
@Suite struct EventLevelTests {
    /// Logging alone, on `clock`, with a logger at `minimumLevel`.
    private static func concerns(_ log: InMemoryEventSink, _ clock: ManualClock, minimumLevel: EventLevel) -> Concerns {
        Concerns(
            clock: clock, logger: EventLogger(sink: log, minimumLevel: minimumLevel),
            metrics: InMemoryMetricsRecorder(), enabled: [.logging])
    }

    @Test func aLevelAboveErrorReadsNoClock() throws {
        let log = InMemoryEventSink()
        let clock = ManualClock()
        let concerns = Self.concerns(log, clock, minimumLevel: .critical)
        let readingsAtStart = clock.readings
        let manager = LiveAgeManager().decorated(withLogging: concerns)
        manager.increase()
        #expect(manager.age == 31)
        let store = LiveStore(counter: CallCounter(failing: ["read": 1])).decorated(withLogging: concerns)
        #expect(throws: FakeError.self) { try store.read() }
        #expect(try store.read() == "stored")
        #expect(clock.readings == readingsAtStart)
        #expect(log.events.isEmpty)
    }

    @Test func atWarningOnlyCallsThatCanThrowAreTimedAndOnlyFailuresLogged() throws {
        let log = InMemoryEventSink()
        let clock = ManualClock()
        let concerns = Self.concerns(log, clock, minimumLevel: .warning)
        let readingsAtStart = clock.readings
        LiveAgeManager().decorated(withLogging: concerns).increase()
        #expect(clock.readings == readingsAtStart)
        let store = LiveStore(counter: CallCounter(failing: ["read": 1])).decorated(withLogging: concerns)
        #expect(throws: FakeError.self) { try store.read() }
        #expect(try store.read() == "stored")
        #expect(clock.readings == readingsAtStart + 4)
        #expect(log.events.map(\.name) == ["Storage.Store.read()"])
        #expect(log.events.map(\.level) == [.error])
    }
}
