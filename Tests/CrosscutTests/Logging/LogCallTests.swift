import Crosscut
import CrosscutTesting
import Testing

extension LoggingTests {
    @Suite("logCall")
    struct LogCallTests {
        struct CatalogUnavailable: Error, CustomStringConvertible {
            var description: String { "catalog unavailable (503)" }
        }

        let memory = InMemoryEventSink()
        var logger: EventLogger {
            EventLogger(sink: memory, minimumLevel: .trace, dateProvider: FixedDateProvider(LoggingTests.referenceDate))
        }

        @Test("A returned call logs info with arguments, outcome and duration in order")
        func returnedCall() throws {
            logger.logCall(
                service: "AgeManager", member: "increase()", arguments: ["age": 35], outcome: .returned,
                duration: .microseconds(12))

            let event = try #require(memory.events.first)
            #expect(memory.events.count == 1)
            #expect(event.name == "AgeManager.increase()")
            #expect(event.level == .info)
            #expect(event.timestamp == LoggingTests.referenceDate)
            #expect(event.data == ["age": 35, "outcome": "returned", "duration_ms": .double(0.012)])
        }

        @Test("A named call logs at the given level when it returned, at error when it threw")
        func namedCall() {
            logger.logCall(named: "Welcome.nextPressed", level: .notice, outcome: .returned, duration: .milliseconds(2))
            logger.logCall(
                named: "Welcome.nextPressed", level: .notice, outcome: .threw(CatalogUnavailable()), duration: .zero)
            #expect(memory.events.map(\.name) == ["Welcome.nextPressed", "Welcome.nextPressed"])
            #expect(memory.events.map(\.level) == [.notice, .error])
            #expect(memory.events.first?.data == ["outcome": "returned", "duration_ms": 2.0])
            #expect(
                memory.events.last?.data == [
                    "outcome": "threw", "error_type": "CatalogUnavailable", "error": "catalog unavailable (503)",
                    "duration_ms": 0.0,
                ])
        }

        @Test("A refused call logs at warning, its outcome refused: the caller's mistake, not a failure")
        func refusedCall() {
            let denied = AccessDenied(.notPermitted, call: "Orders.place(_:)", permission: "orders.write")
            let invalid = InvalidArguments(
                call: "Orders.place(_:)",
                violations: [Violation(subject: "count", constraint: "1...", message: "must be at least 1")])
            for refusal in [denied as any Error, invalid] {
                logger.logCall(
                    service: "Orders", member: "place(_:)", arguments: [:], outcome: .threw(refusal), duration: .zero)
            }
            #expect(memory.events.map(\.level) == [.warning, .warning])
            #expect(memory.events.map { $0.data["outcome"] } == ["refused", "refused"])
            #expect(memory.events.map { $0.data["error_type"] } == ["AccessDenied", "InvalidArguments"])
        }

        @Test("A named call below the minimum level builds neither name nor arguments")
        func namedCallBelowTheMinimumLevel() {
            let quiet = EventLogger(sink: memory, minimumLevel: .warning)
            var built = 0
            func name() -> String {
                built += 1
                return "Welcome.nextPressed"
            }
            func arguments() -> EventData {
                built += 1
                return [:]
            }
            quiet.logCall(named: name(), arguments: arguments(), outcome: .returned, duration: .zero)
            #expect(built == 0)
            #expect(memory.events.isEmpty)
        }

        @Test("A call that threw logs error with the error's type and description")
        func threwCall() throws {
            logger.logCall(
                service: "MeditationCatalog", member: "sessions(for:limit:)",
                arguments: ["reason": "sleep", "limit": 3], outcome: .threw(CatalogUnavailable()),
                duration: .seconds(2) + .milliseconds(500))

            let event = try #require(memory.events.first)
            #expect(event.name == "MeditationCatalog.sessions(for:limit:)")
            #expect(event.level == .error)
            #expect(
                event.data == [
                    "reason": "sleep", "limit": 3, "outcome": "threw", "error_type": "CatalogUnavailable",
                    "error": "catalog unavailable (503)", "duration_ms": 2_500.0,
                ])
        }

        @Test("An error-level threshold keeps failures and drops successes")
        func thresholdBetweenOutcomes() {
            let memory = InMemoryEventSink()
            let logger = EventLogger(sink: memory, minimumLevel: .error)

            logger.logCall(service: "S", member: "ok()", arguments: [:], outcome: .returned, duration: .zero)
            logger.logCall(
                service: "S", member: "bad()", arguments: [:], outcome: .threw(CatalogUnavailable()), duration: .zero)

            #expect(memory.events.map(\.name) == ["S.bad()"])
        }

        @Test("The console renders a call as the documented line")
        func consoleLine() {
            let lines = LoggingTests.CapturedLines()
            let logger = EventLogger(
                sink: ConsoleEventSink(output: lines.output),
                dateProvider: FixedDateProvider(LoggingTests.referenceDate))

            logger.logCall(
                service: "AgeManager", member: "increase()", arguments: ["age": 35], outcome: .returned,
                duration: .microseconds(12))

            #expect(
                lines.lines == [
                    "2026-11-21T10:00:00.000Z info  AgeManager.increase() age=35 outcome=returned duration_ms=0.012"
                ])
        }

        @Test("CallOutcome tells success and carries the error")
        func callOutcome() {
            #expect(CallOutcome.returned.isSuccess)
            #expect(CallOutcome.returned.error == nil)
            let failure = CallOutcome.threw(CatalogUnavailable())
            #expect(!failure.isSuccess)
            #expect(failure.error is CatalogUnavailable)
        }
    }
}
