import Crosscut
import CrosscutTesting
import Foundation
import Testing

/// Every logging test, so that `swift test --filter Logging` runs them all.
@Suite enum LoggingTests {
    /// 2026-11-21T10:00:00.000Z.
    static let referenceDate = Date(timeIntervalSince1970: 1_795_255_200)

    /// Strings that try to break a log line: quotes, backslashes, every control character, line
    /// separators, bidirectional overrides, non-ASCII text, forged lines and forged JSON.
    static let nastyStrings: [String] = [
        "",
        "plain",
        "quote \" inside",
        "back\\slash",
        "\\\"",
        "trailing backslash \\",
        "line\nbreak",
        "carriage\rreturn",
        "crlf\r\n",
        "tab\tstop",
        "nul\u{0}byte",
        String(String.UnicodeScalarView((0x00...0x1F).map { Unicode.Scalar(UInt8($0)) })),
        "del\u{7F} c1\u{80}\u{85}\u{9F}",
        "separators\u{2028}and\u{2029}",
        "bidi\u{202E}evil\u{2066}x\u{2069}",
        "non-ASCII: café, 東京, Ωμέγα, русский, עברית",
        "emoji 👩‍👩‍👧‍👦 🇺🇳",
        "combining e\u{301} and precomposed \u{E9}",
        "bom\u{FEFF} noncharacters \u{FFFF} \u{10FFFF}",
        "json } ] \", \"forged\": \"x\"}",
        "fake line\n2026-11-21T10:00:00.000Z critical Forged.event() admin=true",
        "</script><script>alert(1)</script>",
        "\u{1B}[31mred\u{1B}[0m",
        "key=value with spaces",
        "\\u2028 written out, \\n written out",
    ]

    /// Unicode scalars that end a line in some terminal, editor or log tool.
    static let lineBreakingScalars: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// Collects the lines a sink writes through a ``LogOutput``.
    final class CapturedLines: Sendable {
        private let captured = Locked<[String]>([])

        /// An output that appends each line here.
        var output: LogOutput {
            .lines { [captured] line in captured.withLock { $0.append(line) } }
        }

        /// The lines written so far.
        var lines: [String] { captured.withLock { $0 } }
    }

    /// The three sinks a leak test reads behind one logger: the console's lines, the JSON lines and
    /// the events in memory.
    struct EverySink {
        let console = CapturedLines()
        let json = CapturedLines()
        let memory = InMemoryEventSink()

        /// A logger writing to all three.
        func logger(minimumLevel: EventLevel = .trace, redaction: Redaction = .mask) -> EventLogger {
            EventLogger(
                sink: MultiplexEventSink([
                    ConsoleEventSink(output: console.output), JSONLinesEventSink(output: json.output), memory,
                ]),
                minimumLevel: minimumLevel, redaction: redaction)
        }

        /// Everything the three received: the lines, and each event as it describes itself.
        var written: [String] {
            console.lines + json.lines + memory.events.map { String(describing: $0) }
        }
    }

    /// Reads back what a sink wrote to a pipe's file handle.
    static func writtenThroughPipe(_ write: (FileHandle) -> Void) throws -> String {
        let pipe = Pipe()
        write(pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses one JSON line into its top-level object.
    static func parseJSONObject(_ line: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any])
    }

    /// Whether two strings hold exactly the same Unicode scalars (`==` on `String` would also accept
    /// canonically equivalent ones).
    static func sameScalars(_ lhs: String?, _ rhs: String) -> Bool {
        guard let lhs else { return false }
        return Array(lhs.unicodeScalars) == Array(rhs.unicodeScalars)
    }
}
