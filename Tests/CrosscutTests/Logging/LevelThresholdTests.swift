import Crosscut
import CrosscutTesting
import Testing

extension LoggingTests {
    @Suite("Level threshold")
    struct LevelThresholdTests {
        @Test("A disabled call never evaluates its name or data")
        func disabledCallBuildsNothing() {
            let memory = InMemoryEventSink()
            let logger = EventLogger(sink: memory, minimumLevel: .warning)
            let evaluations = Locked(0)
            func name() -> String {
                evaluations.withLock { $0 += 1 }
                return "expensive"
            }
            func data() -> EventData {
                evaluations.withLock { $0 += 1 }
                return ["big": "payload"]
            }

            logger.log(.trace, name(), data())
            logger.log(.debug, name(), data())
            logger.log(.info, name(), data())
            logger.log(.notice, name(), data())

            #expect(evaluations.withLock { $0 } == 0)
            #expect(memory.events.isEmpty)
        }

        @Test("An enabled call evaluates name and data once and stamps the event")
        func enabledCallBuildsOnce() {
            let memory = InMemoryEventSink()
            let logger = EventLogger(
                sink: memory, minimumLevel: .info, dateProvider: FixedDateProvider(LoggingTests.referenceDate))
            let evaluations = Locked(0)
            func data() -> EventData {
                evaluations.withLock { $0 += 1 }
                return ["screen": "welcome"]
            }

            logger.log(.warning, "Welcome.nextPressed", data())

            #expect(evaluations.withLock { $0 } == 1)
            #expect(
                memory.events == [
                    EventRecord(
                        name: "Welcome.nextPressed", timestamp: LoggingTests.referenceDate, level: .warning,
                        data: ["screen": "welcome"])
                ])
        }

        @Test("Exactly the levels at or above the minimum are recorded", arguments: EventLevel.allCases)
        func levelsAtOrAboveMinimum(minimum: EventLevel) {
            let memory = InMemoryEventSink()
            let logger = EventLogger(sink: memory, minimumLevel: minimum)

            for level in EventLevel.allCases {
                logger.log(level, level.description)
            }

            #expect(memory.events.map(\.level) == EventLevel.allCases.filter { $0 >= minimum })
            #expect(EventLevel.allCases.allSatisfy { logger.isEnabled($0) == ($0 >= minimum) })
        }

        @Test("logCall below the minimum never evaluates its arguments")
        func disabledLogCallBuildsNothing() {
            let memory = InMemoryEventSink()
            let logger = EventLogger(sink: memory, minimumLevel: .error)
            let evaluations = Locked(0)
            func arguments() -> EventData {
                evaluations.withLock { $0 += 1 }
                return ["age": 34]
            }

            logger.logCall(
                service: "AgeManager", member: "increase()", arguments: arguments(), outcome: .returned,
                duration: .milliseconds(1))

            #expect(evaluations.withLock { $0 } == 0)
            #expect(memory.events.isEmpty)
        }
    }
}
