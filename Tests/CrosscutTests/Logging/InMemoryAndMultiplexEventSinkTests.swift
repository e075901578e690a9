import Crosscut
import CrosscutTesting
import Testing

extension LoggingTests {
    @Suite("In-memory and multiplex sinks")
    struct InMemoryAndMultiplexEventSinkTests {
        @Test("InMemoryEventSink keeps events in order until cleared")
        func inMemoryKeepsAndClears() {
            let memory = InMemoryEventSink()
            let logger = EventLogger(sink: memory, minimumLevel: .trace)

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
            let memory = InMemoryEventSink()
            let logger = EventLogger(sink: memory, minimumLevel: .trace)
            let tasks = 50
            let eventsPerTask = 200

            await concurrently(tasks: tasks, repetitions: eventsPerTask) { task, index in
                logger.log(.info, "event", ["task": .int(task), "index": .int(index)])
            }

            let events = memory.events
            #expect(events.count == tasks * eventsPerTask)
            let pairs = Set(
                events.map { "\($0.data["task"]?.description ?? "?")/\($0.data["index"]?.description ?? "?")" })
            #expect(pairs.count == tasks * eventsPerTask)
        }

        @Test("MultiplexEventSink sends every event to every sink in order")
        func multiplexFansOut() {
            let sinks = [InMemoryEventSink(), InMemoryEventSink(), InMemoryEventSink()]
            let lines = LoggingTests.CapturedLines()
            let logger = EventLogger(
                sink: MultiplexEventSink(sinks + [ConsoleEventSink(output: lines.output)]),
                dateProvider: FixedDateProvider(LoggingTests.referenceDate))

            logger.log(.info, "first", ["k": "v"])
            logger.log(.warning, "second")

            let expected = [
                EventRecord(name: "first", timestamp: LoggingTests.referenceDate, level: .info, data: ["k": "v"]),
                EventRecord(name: "second", timestamp: LoggingTests.referenceDate, level: .warning),
            ]
            for sink in sinks { #expect(sink.events == expected) }
            #expect(lines.lines.count == 2)
        }

        @Test("A multiplexer of nothing accepts events")
        func emptyMultiplexer() {
            MultiplexEventSink([]).log(EventRecord(name: "e", timestamp: LoggingTests.referenceDate, level: .info))
            #expect(MultiplexEventSink([]).sinks.isEmpty)
        }
    }
}
