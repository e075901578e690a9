#if SwiftLog
    import Crosscut
    import CrosscutTesting
    import InMemoryLogging
    import Logging
    import Testing

    /// Events through `SwiftLogEventSink` into a real swift-log `Logger` and its in-memory handler.
    @Suite struct SwiftLogEventSinkTests {
        struct BadPassword: Error, CustomStringConvertible {
            var description: String { "bad password hunter2" }
        }

        /// A logger into `handler` that lets every level through, and Crosscut's logger over it.
        private func loggers() -> (handler: InMemoryLogHandler, events: EventLogger) {
            let handler = InMemoryLogHandler()
            var logger = Logging.Logger(label: "crosscut-tests", factory: { _ in handler })
            logger.logLevel = .trace
            return (handler, EventLogger(sink: SwiftLogEventSink(logger: logger), minimumLevel: .trace))
        }

        @Test func aCallsEventArrivesWithItsLevelNameAndFieldsAndNoSecret() throws {
            let (handler, events) = loggers()
            events.logCall(
                service: "Auth", member: "signIn(email:password:)",
                arguments: ["email": "ada@example.com", "password": events.redaction.redact("hunter2")],
                outcome: .threw(BadPassword()), duration: .milliseconds(3))
            let entry = try #require(handler.entries.first)
            #expect(handler.entries.count == 1)
            #expect(entry.level == .error)
            #expect(entry.message == "Auth.signIn(email:password:)")
            #expect(entry.metadata["email"] == "ada@example.com")
            #expect(entry.metadata["password"] == "<redacted>")
            #expect(entry.metadata["outcome"] == "threw")
            #expect(entry.metadata["error_type"] == "BadPassword")
            #expect(entry.metadata["error"] == "<redacted>")  // the message quotes the redacted argument
            #expect(entry.metadata["duration_ms"] == .stringConvertible(3.0))
            #expect(!"\(entry.metadata)".contains("hunter2"))
        }

        @Test func argumentsNamedAsTheCallsOwnFieldsKeepBothValuesAsTheJSONSinkDoes() throws {
            let (handler, events) = loggers()
            let tracer = InMemoryCallTracer()
            Concerns(tracer: tracer, logger: events).tracing(service: "Ledger", member: "settle") {
                events.logCall(
                    service: "Ledger", member: "settle(outcome:duration_ms:error:trace_id:span_id:)",
                    arguments: ["outcome": "paid", "duration_ms": 7, "error": "none", "trace_id": "t", "span_id": "s"],
                    outcome: .threw(BadPassword()), duration: .milliseconds(3))
            }
            let span = try #require(tracer.spans.first).identity
            let metadata = try #require(handler.entries.first).metadata
            #expect(
                metadata == [
                    "outcome": "paid", "duration_ms": .stringConvertible(7), "error": "none", "trace_id": "t",
                    "span_id": "s", "outcome#2": "threw", "error_type": "BadPassword",
                    "error#2": "bad password hunter2", "duration_ms#2": .stringConvertible(3.0),
                    "trace_id#2": .string(span.traceID), "span_id#2": .string(span.spanID),
                ])
        }

        @Test(arguments: [
            (EventLevel.trace, Logging.Logger.Level.trace), (.debug, .debug), (.info, .info), (.notice, .notice),
            (.warning, .warning), (.error, .error), (.critical, .critical),
        ])
        func levelsMapOneToOne(level: EventLevel, expected: Logging.Logger.Level) {
            let (handler, events) = loggers()
            events.log(level, "Screen.appeared", ["screen": "welcome", "step": 1])
            #expect(handler.entries.map(\.level) == [expected])
            #expect(handler.entries.first?.metadata["step"] == .stringConvertible(1))
        }

        @Test func theLoggersLevelStillFilters() {
            let handler = InMemoryLogHandler()
            var logger = Logging.Logger(label: "crosscut-tests", factory: { _ in handler })
            logger.logLevel = .warning
            let events = EventLogger(sink: SwiftLogEventSink(logger: logger), minimumLevel: .trace)
            events.log(.info, "Screen.appeared")
            events.log(.warning, "Catalog.sessions(for:) retry")
            #expect(handler.entries.map(\.message) == ["Catalog.sessions(for:) retry"])
        }
    }
#endif
