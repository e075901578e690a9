import Crosscut
import CrosscutTesting
import Foundation
import Testing

extension LoggingTests {
    @Suite("Console sink")
    struct ConsoleEventSinkTests {
        func line(
            _ name: String, _ data: EventData = [:], level: EventLevel = .info,
            at date: Date = LoggingTests.referenceDate
        ) -> String? {
            let captured = LoggingTests.CapturedLines()
            ConsoleEventSink(output: captured.output).log(
                EventRecord(name: name, timestamp: date, level: level, data: data))
            return captured.lines.count == 1 ? captured.lines[0] : nil
        }

        @Test("Writes timestamp, padded level, name and key=value pairs")
        func format() {
            #expect(
                line("AgeManager.increase()", ["age": 35, "ratio": 0.5, "ok": true])
                    == "2026-11-21T10:00:00.000Z info  AgeManager.increase() age=35 ratio=0.5 ok=true")
            #expect(line("Retry", level: .warning) == "2026-11-21T10:00:00.000Z warning Retry")
            #expect(line("Boom", level: .critical) == "2026-11-21T10:00:00.000Z critical Boom")
        }

        @Test(
            "Timestamps are UTC, rounded to the millisecond",
            arguments: [
                (1_795_255_200.0, "2026-11-21T10:00:00.000Z"),
                (1_709_251_199.999, "2024-02-29T23:59:59.999Z"),
                (1_709_251_199.999_9, "2024-03-01T00:00:00.000Z"),
                (951_868_800.0, "2000-03-01T00:00:00.000Z"),
                (-31_536_000.0, "1969-01-01T00:00:00.000Z"),
                (253_402_300_799.0, "9999-12-31T23:59:59.000Z"),
                (-0.001, "1969-12-31T23:59:59.999Z"),
                (946_684_800.123, "2000-01-01T00:00:00.123Z"),
                (0.0, "1970-01-01T00:00:00.000Z"),
            ])
        func timestamps(seconds: Double, expected: String) {
            #expect(line("e", at: Date(timeIntervalSince1970: seconds)) == "\(expected) info  e")
        }

        @Test("A date outside the years 0000-9999 is written as seconds since 1970")
        func unrepresentableDate() {
            #expect(line("e", at: Date(timeIntervalSince1970: 1e15)) == "1000000000000000.0 info  e")
            #expect(line("e", at: Date(timeIntervalSince1970: -1e12)) == "-1000000000000.0 info  e")
        }

        @Test("Escapes line breaks, controls, separators and quotes in names, keys and values")
        func escaping() {
            #expect(line("a\nb", ["k": "x\ny"])?.hasSuffix(" a\\nb k=x\\ny") == true)
            #expect(line("e", ["k": "tab\tcr\r"])?.hasSuffix(" k=tab\\tcr\\r") == true)
            #expect(line("e", ["k": "esc\u{1B}[0m"])?.hasSuffix(" k=esc\\u{1B}[0m") == true)
            #expect(
                line("e", ["k": "ls\u{2028}ps\u{2029}nel\u{85}"])?.hasSuffix(" k=ls\\u{2028}ps\\u{2029}nel\\u{85}")
                    == true)
            #expect(line("e", ["k": "rlo\u{202E}"])?.hasSuffix(" k=rlo\\u{202E}") == true)
            #expect(line("e", ["k": "C:\\dir"])?.hasSuffix(" k=C:\\\\dir") == true)
            #expect(line("e", ["k": "say \"hi\""])?.hasSuffix(" k=\"say \\\"hi\\\"\"") == true)
            #expect(line("e", ["k": "", "x y": "a=b"])?.hasSuffix(" k=\"\" \"x y\"=\"a=b\"") == true)
            #expect(line("e", ["k": "東京→café"])?.hasSuffix(" k=東京→café") == true)
        }

        @Test("A nasty string anywhere yields exactly one line", arguments: LoggingTests.nastyStrings)
        func oneLinePerEvent(nasty: String) throws {
            let written = try LoggingTests.writtenThroughPipe { handle in
                ConsoleEventSink(output: .fileHandle(handle)).log(
                    EventRecord(
                        name: nasty, timestamp: LoggingTests.referenceDate, level: .info, data: [nasty: .string(nasty)])
                )
            }

            #expect(written.hasSuffix("\n"))
            #expect(written.unicodeScalars.filter { LoggingTests.lineBreakingScalars.contains($0) }.count == 1)
            #expect(!written.unicodeScalars.dropLast().contains { $0.properties.generalCategory == .control })
        }

        @Test("A value can't forge a second event line")
        func noForgedLine() throws {
            let forged = "x\n2026-11-21T10:00:00.000Z critical Admin.grant() user=mallory"
            let written = try LoggingTests.writtenThroughPipe { handle in
                let logger = EventLogger(
                    sink: ConsoleEventSink(output: .fileHandle(handle)),
                    dateProvider: FixedDateProvider(LoggingTests.referenceDate))
                logger.log(.info, "Profile.rename", ["name": .string(forged)])
                logger.log(.info, "Profile.saved")
            }

            let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3)
            #expect(lines.last == "")
            #expect(lines.filter { $0.contains("critical") && !$0.contains("Profile.rename") }.isEmpty)
        }
    }
}
