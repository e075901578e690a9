import Crosscut
import Testing

extension LoggingTests {
    @Suite("In-memory and multiplex loggers")
    struct InMemoryAndMultiplexLoggerTests {
        @Test("InMemoryLogger keeps events in order until cleared")
        func inMemoryKeepsAndClears() {
            let memory = InMemoryLogger()
            let logger = Logger(service: memory, minimumLevel: .trace)

            logger.log(.debug, "one")
            logger.log(.error, "two", ["n": 2])
            #expect(memory.events.map(\.name) == ["one", "two"])
            #expect(memory.events.last?.data == ["n": 2])

            memory.clear()
            #expect(memory.events.isEmpty)
            logger.log(.info, "three")
            #expect(memory.events.map(\.name) == ["three"])
        }

        @Test("Many tasks logging at once lose no event")
        func concurrentLogging() async {
            let memory = InMemoryLogger()
            let logger = Logger(service: memory, minimumLevel: .trace)
            let tasks = 50
            let eventsPerTask = 200

            await withTaskGroup(of: Void.self) { group in
                for task in 0..<tasks {
                    group.addTask {
                        for index in 0..<eventsPerTask {
                            logger.log(.info, "event", ["task": .int(task), "index": .int(index)])
                        }
                    }
                }
            }

            let events = memory.events
            #expect(events.count == tasks * eventsPerTask)
            let pairs = Set(
                events.map { "\($0.data["task"]?.description ?? "?")/\($0.data["index"]?.description ?? "?")" })
            #expect(pairs.count == tasks * eventsPerTask)
        }

        @Test("MultiplexLogger sends every event to every sink in order")
        func multiplexFansOut() {
            let sinks = [InMemoryLogger(), InMemoryLogger(), InMemoryLogger()]
            let lines = LoggingTests.CapturedLines()
            let logger = Logger(
                service: MultiplexLogger(sinks + [ConsoleLogger(output: lines.output)]),
                dateProvider: FixedDateProvider(LoggingTests.referenceDate))

            logger.log(.info, "first", ["k": "v"])
            logger.log(.warning, "second")

            let expected = [
                Event(name: "first", timestamp: LoggingTests.referenceDate, level: .info, data: ["k": "v"]),
                Event(name: "second", timestamp: LoggingTests.referenceDate, level: .warning),
            ]
            for sink in sinks { #expect(sink.events == expected) }
            #expect(lines.lines.count == 2)
        }

        @Test("A multiplexer of nothing accepts events")
        func emptyMultiplexer() {
            MultiplexLogger([]).log(Event(name: "e", timestamp: LoggingTests.referenceDate, level: .info))
            #expect(MultiplexLogger([]).services.isEmpty)
        }
    }
}
