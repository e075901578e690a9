/// The front of logging that decorators and the Composer call: it drops events below its
/// minimum level before building them, stamps them with its ``DateProvider``, and passes them to
/// its ``EventSink``.
///
/// A call below the minimum level costs one comparison: the name and data are autoclosures. An
/// event logged inside a traced call carries its span's `"trace_id"` and `"span_id"` last.
///
/// ```swift
/// let logger = EventLogger(sink: ConsoleEventSink(), minimumLevel: .info)
/// logger.log(.info, "Welcome.nextPressed", ["screen": "welcome"])
/// ```
public struct EventLogger: Sendable {
    /// Where events go.
    public var sink: any EventSink
    /// Events below this level are never built.
    public var minimumLevel: EventLevel
    /// Timestamps events.
    public var dateProvider: any DateProvider
    /// How values marked sensitive are written.
    public var redaction: Redaction

    /// Creates a logger.
    public init(
        sink: any EventSink,
        minimumLevel: EventLevel = .info,
        dateProvider: any DateProvider = SystemDateProvider(),
        redaction: Redaction = .mask
    ) {
        self.sink = sink
        self.minimumLevel = minimumLevel
        self.dateProvider = dateProvider
        self.redaction = redaction
    }

    /// Whether an event at `level` would be recorded.
    @inlinable
    public func isEnabled(_ level: EventLevel) -> Bool { level >= minimumLevel }

    /// Builds and records an event if `level` is enabled; otherwise builds nothing.
    @inlinable
    public func log(
        _ level: EventLevel,
        _ name: @autoclosure () -> String,
        _ data: @autoclosure () -> EventData = [:]
    ) {
        guard isEnabled(level) else { return }
        let data = data().taggedWithActiveSpan()
        sink.log(EventRecord(name: name(), timestamp: dateProvider.now(), level: level, data: data))
    }
}
