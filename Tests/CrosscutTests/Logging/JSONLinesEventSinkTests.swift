import Crosscut
import Foundation
import Testing

extension LoggingTests {
    @Suite("JSON lines sink")
    struct JSONLinesEventSinkTests {
        func lines(for events: [EventRecord]) -> [String] {
            let captured = LoggingTests.CapturedLines()
            let logger = JSONLinesEventSink(output: captured.output)
            for event in events { logger.log(event) }
            return captured.lines
        }

        @Test("Writes timestamp, level, name and data as one object")
        func format() {
            let event = EventRecord(
                name: "AgeManager.increase()", timestamp: LoggingTests.referenceDate, level: .info,
                data: ["age": 35, "ratio": 0.012, "ok": false, "token": .redacted("<redacted>")])
            #expect(
                lines(for: [event]) == [
                    #"{"timestamp":"2026-11-21T10:00:00.000Z","level":"info","name":"AgeManager.increase()","#
                        + #""data":{"age":35,"ratio":0.012,"ok":false,"token":"<redacted>"}}"#
                ])
        }

        @Test("Every nasty string round-trips exactly as name, key and value", arguments: LoggingTests.nastyStrings)
        func nastyStringsRoundTrip(nasty: String) throws {
            let event = EventRecord(
                name: nasty, timestamp: LoggingTests.referenceDate, level: .error,
                data: [nasty: .string(nasty), "redacted": .redacted(nasty)])
            let line = try #require(lines(for: [event]).first)

            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
            let object = try LoggingTests.parseJSONObject(line)
            #expect(LoggingTests.sameScalars(object["name"] as? String, nasty))
            #expect(object["level"] as? String == "error")
            let data = try #require(object["data"] as? [String: Any])
            let key = try #require(data.keys.first { LoggingTests.sameScalars($0, nasty) })
            #expect(LoggingTests.sameScalars(data[key] as? String, nasty))
            #expect(LoggingTests.sameScalars(data["redacted"] as? String, nasty))
        }

        @Test("Numbers and booleans keep their JSON types; non-finite doubles become strings")
        func numbers() throws {
            let event = EventRecord(
                name: "n", timestamp: LoggingTests.referenceDate, level: .info,
                data: [
                    "max": .int(.max), "min": .int(.min), "tiny": 0.000_01, "huge": 1e300, "negative": -2.5,
                    "nan": .double(.nan), "inf": .double(.infinity), "ninf": .double(-.infinity), "yes": true,
                ])
            let line = try #require(lines(for: [event]).first)
            let data = try #require(try LoggingTests.parseJSONObject(line)["data"] as? [String: Any])

            #expect((data["max"] as? NSNumber)?.int64Value == Int64.max)
            #expect((data["min"] as? NSNumber)?.int64Value == Int64.min)
            #expect((data["tiny"] as? NSNumber)?.doubleValue == 0.000_01)
            #expect((data["huge"] as? NSNumber)?.doubleValue == 1e300)
            #expect((data["negative"] as? NSNumber)?.doubleValue == -2.5)
            #expect(data["nan"] as? String == "NaN")
            #expect(data["inf"] as? String == "Infinity")
            #expect(data["ninf"] as? String == "-Infinity")
            #expect(data["yes"] as? Bool == true)
        }

        @Test("A repeated key is renamed, so no field is lost")
        func repeatedKeys() throws {
            var data: EventData = ["attempt": 1, "attempt#2": "taken"]
            data.append("attempt", 2)
            let line = try #require(
                lines(for: [EventRecord(name: "r", timestamp: LoggingTests.referenceDate, level: .info, data: data)])
                    .first)

            #expect(line.hasSuffix(#""data":{"attempt":1,"attempt#2":"taken","attempt#3":2}}"#))
            let parsed = try #require(try LoggingTests.parseJSONObject(line)["data"] as? [String: Any])
            #expect(parsed.count == 3)
        }

        @Test("Writes to a real file, appending across loggers")
        func realFile() throws {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("crosscut-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: path) }

            do {
                let logger = EventLogger(sink: try JSONLinesEventSink(path: path), minimumLevel: .trace)
                for nasty in LoggingTests.nastyStrings { logger.log(.debug, "first", ["value": .string(nasty)]) }
            }
            do {
                let logger = EventLogger(sink: try JSONLinesEventSink(path: path))
                logger.log(.info, "second")
            }

            let contents = try String(contentsOfFile: path, encoding: .utf8)
            #expect(contents.hasSuffix("\n"))
            let lines = contents.split(separator: "\n").map(String.init)
            #expect(lines.count == LoggingTests.nastyStrings.count + 1)
            let objects = try lines.map(LoggingTests.parseJSONObject)
            #expect(
                objects.map { $0["name"] as? String } == Array(
                    repeating: "first", count: LoggingTests.nastyStrings.count) + ["second"])
            for (object, nasty) in zip(objects, LoggingTests.nastyStrings) {
                #expect(LoggingTests.sameScalars((object["data"] as? [String: Any])?["value"] as? String, nasty))
            }
        }

        @Test("Opening a file in a missing directory throws")
        func missingDirectory() {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("crosscut-missing-\(UUID().uuidString)/log.jsonl").path
            #expect(throws: (any Error).self) { try JSONLinesEventSink(path: path) }
        }

        @Test("Writes one line per event to a file handle")
        func fileHandle() throws {
            let written = try LoggingTests.writtenThroughPipe { handle in
                let logger = JSONLinesEventSink(fileHandle: handle)
                logger.log(EventRecord(name: "a\nb", timestamp: LoggingTests.referenceDate, level: .info))
                logger.log(EventRecord(name: "c", timestamp: LoggingTests.referenceDate, level: .info))
            }
            let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3)
            #expect(try LoggingTests.parseJSONObject(String(lines[0]))["name"] as? String == "a\nb")
        }
    }
}
