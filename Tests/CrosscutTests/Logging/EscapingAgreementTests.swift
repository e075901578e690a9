import Crosscut
import Foundation
import Testing

extension LoggingTests {
    /// The console and JSON lines escape the same characters: whatever could break a line (NEL,
    /// U+2028) or disguise it (bidirectional controls) in one is escaped in the other.
    @Suite("Console and JSON lines agree on what to escape")
    struct EscapingAgreementTests {
        /// The lines the console and the JSON lines sink write for one event whose value is `text`.
        private func written(_ text: String) throws -> (console: String, json: String) {
            let console = LoggingTests.CapturedLines()
            let json = LoggingTests.CapturedLines()
            let event = EventRecord(
                name: "e", timestamp: LoggingTests.referenceDate, level: .info, data: ["v": .string(text)])
            ConsoleEventSink(output: console.output).log(event)
            JSONLinesEventSink(output: json.output).log(event)
            return (try #require(console.lines.first), try #require(json.lines.first))
        }

        @Test("JSON lines escape every scalar the console escapes, and stay valid JSON")
        func jsonEscapesEveryScalarTheConsoleEscapes() throws {
            let scalars = (0...0x10_FFFF).compactMap(Unicode.Scalar.init(_:))
            let chunkSize = 4_096
            var escapedByTheConsole: [Unicode.Scalar] = []
            for start in stride(from: 0, to: scalars.count, by: chunkSize) {
                let chunk = scalars[start..<min(start + chunkSize, scalars.count)]
                let text = String(String.UnicodeScalarView(chunk))
                let (console, json) = try written(text)
                let consoleScalars = Set(console.unicodeScalars)
                let escaped = chunk.filter { !consoleScalars.contains($0) }
                escapedByTheConsole += escaped
                let jsonScalars = Set(json.unicodeScalars)
                let rawInJSON = escaped.filter { jsonScalars.contains($0) }
                #expect(rawInJSON.isEmpty, "raw in JSON: \(rawInJSON.map { String($0.value, radix: 16) })")
                let data = try #require(try LoggingTests.parseJSONObject(json)["data"] as? [String: Any])
                #expect(LoggingTests.sameScalars(data["v"] as? String, text))
            }
            #expect(escapedByTheConsole.contains("\u{85}"))
            #expect(escapedByTheConsole.contains("\u{202E}"))
        }

        @Test(
            "NEL and the bidirectional controls are written as \\uXXXX",
            arguments: [0x85, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        )
        func nelAndBidirectionalControlsAreEscaped(value: UInt32) throws {
            let scalar = try #require(Unicode.Scalar(value))
            let (_, json) = try written("a\(Character(scalar))b")
            let hex = String(value, radix: 16)
            #expect(json.contains("a\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "b"))
            #expect(!json.unicodeScalars.contains(scalar))
        }
    }
}
