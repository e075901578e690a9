extension EventRecord: CustomStringConvertible {
    /// The event as a console line: `2026-11-21T07:30:00.000Z info  Catalog.sessions(for:) reason=sleep
    /// outcome=returned duration_ms=1.5`, what a failed expectation or a `print(event)` in a test shows.
    public var description: String { ConsoleLineFormat.line(for: self) }
}
