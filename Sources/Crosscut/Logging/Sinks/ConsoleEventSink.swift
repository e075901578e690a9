/// Writes each event as one human-readable line, by default to standard error:
///
/// ```text
/// 2026-11-21T10:00:00.000Z info  AgeManager.increase() age=35 outcome=returned duration_ms=0.012
/// ```
///
/// The timestamp is UTC with milliseconds, then the level, the event name and the data as
/// `key=value` pairs in order. Line breaks, control characters, the Unicode line separators and
/// bidirectional formatting characters in any name, key or value are escaped (`\n`, `\u{2028}`, …),
/// so a value can never forge a second log line; a key or value with whitespace, `=` or `"` is
/// written in quotes.
///
/// ```swift
/// let logger = EventLogger(sink: ConsoleEventSink())
/// logger.log(.info, "Welcome.nextPressed")
/// ```
public struct ConsoleEventSink: EventSink {
    /// Where the lines go.
    public let output: LogOutput

    /// Creates a console sink writing to `output` (standard error unless told otherwise).
    public init(output: LogOutput = .standardError) {
        self.output = output
    }

    /// Writes `event` as one line.
    public func log(_ event: EventRecord) {
        output.write(ConsoleLineFormat.line(for: event))
    }
}
