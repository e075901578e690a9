import Crosscut
import Testing

extension LoggingTests {
    /// `LogOutput.lines` calls its closure one line at a time, however many tasks log at once; CI runs
    /// this under the thread sanitizer, which must find no race.
    @Suite("LogOutput under concurrent logging")
    struct LogOutputConcurrencyTests {
        @Test("Many tasks logging through .lines at once: every line arrives whole, one call at a time")
        func manyTasksLogThroughLines() async throws {
            let tasks = 32
            let eventsPerTask = 50
            let inside = Locked(0)
            let overlaps = CallCounter()
            // Not locked: `.lines` promises that it never runs this closure concurrently.
            nonisolated(unsafe) var received: [String] = []
            let output = LogOutput.lines { line in
                let concurrent = inside.withLock { count in
                    count += 1
                    return count
                }
                if concurrent > 1 { overlaps.next() }
                received.append(line)
                inside.withLock { $0 -= 1 }
            }
            let logger = EventLogger(
                sink: MultiplexEventSink([ConsoleEventSink(output: output), JSONLinesEventSink(output: output)]),
                minimumLevel: .trace)

            await concurrently(tasks: tasks, repetitions: eventsPerTask) { task, index in
                logger.log(.info, "Catalog.sessions(for:)", ["task": .int(task), "index": .int(index)])
            }

            #expect(overlaps.value == 0)
            let lines = received
            #expect(lines.count == 2 * tasks * eventsPerTask)
            #expect(lines.filter { $0.hasPrefix("{") }.count == tasks * eventsPerTask)
            #expect(Set(lines.filter { !$0.hasPrefix("{") }).count == tasks * eventsPerTask)
        }
    }
}
