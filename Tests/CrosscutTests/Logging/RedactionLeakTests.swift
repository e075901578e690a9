import Crosscut
import CrosscutTesting
import Testing

extension LoggingTests {
    @Suite("Redaction never leaks")
    struct RedactionLeakTests {
        static let secret = "hunter2-Ωsecret-token"
        static let redactions: [(String, Redaction)] = [
            ("mask", .mask), ("hashed", .hashed(key: Array("0123456789abcdef".utf8))),
        ]

        @Test("A redacted value reaches no sink in clear text", arguments: redactions.map(\.0))
        func noSinkSeesTheSecret(redactionName: String) throws {
            let redaction = try #require(Self.redactions.first { $0.0 == redactionName }?.1)
            let sinks = LoggingTests.EverySink()
            let (console, json, memory) = (sinks.console, sinks.json, sinks.memory)
            let logger = sinks.logger(redaction: redaction)

            logger.log(.info, "Session.signIn", ["user": "alice", "token": logger.redaction.redact(Self.secret)])
            logger.logCall(
                service: "Session", member: "signIn(token:)",
                arguments: ["token": logger.redaction.redact(Self.secret)], outcome: .returned, duration: .zero)

            let written = sinks.written
            #expect(console.lines.count == 2)
            #expect(json.lines.count == 2)
            #expect(memory.events.count == 2)
            #expect(written.allSatisfy { !$0.contains(Self.secret) && !$0.contains("hunter2") })
            for event in memory.events {
                guard case .redacted(let text) = event.data["token"] else {
                    Issue.record("token not redacted in \(event.name)")
                    continue
                }
                #expect(text.hasPrefix(redactionName == "mask" ? "<redacted>" : "<hash:"))
            }
        }

        @Test("The same secret hashes the same in every sink, so events stay correlatable")
        func hashesAreCorrelatable() throws {
            let console = LoggingTests.CapturedLines()
            let json = LoggingTests.CapturedLines()
            let logger = EventLogger(
                sink: MultiplexEventSink([
                    ConsoleEventSink(output: console.output), JSONLinesEventSink(output: json.output),
                ]),
                redaction: .hashed(key: Array("0123456789abcdef".utf8))
            )
            let hash = logger.redaction.redact(Self.secret).description

            logger.log(.info, "first", ["token": logger.redaction.redact(Self.secret)])
            logger.log(.info, "second", ["token": logger.redaction.redact(Self.secret)])

            #expect(console.lines.allSatisfy { $0.hasSuffix("token=\(hash)") })
            for line in json.lines {
                let data = try #require(try LoggingTests.parseJSONObject(line)["data"] as? [String: Any])
                #expect(data["token"] as? String == hash)
            }
        }
    }
}
