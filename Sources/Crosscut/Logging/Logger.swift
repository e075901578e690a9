/// The front of logging that decorators and the Composer call: it drops events below its
/// minimum level before building them, stamps them with its ``DateProvider``, and passes them to
/// its ``LogService``.
///
/// A call below the minimum level costs one comparison: the name and data are autoclosures.
///
/// ```swift
/// let logger = Logger(service: ConsoleLogger(), minimumLevel: .info)
/// logger.log(.info, "Welcome.nextPressed", ["screen": "welcome"])
/// ```
public struct Logger: Sendable {
    /// The sink events go to.
    public var service: any LogService
    /// Events below this level are never built.
    public var minimumLevel: LogLevel
    /// Timestamps events.
    public var dateProvider: any DateProvider
    /// How values marked sensitive are written.
    public var redaction: Redaction

    /// Creates a logger.
    public init(
        service: any LogService,
        minimumLevel: LogLevel = .info,
        dateProvider: any DateProvider = SystemDateProvider(),
        redaction: Redaction = .mask
    ) {
        self.service = service
        self.minimumLevel = minimumLevel
        self.dateProvider = dateProvider
        self.redaction = redaction
    }

    /// Whether an event at `level` would be recorded.
    @inlinable
    public func isEnabled(_ level: LogLevel) -> Bool { level >= minimumLevel }

    /// Builds and records an event if `level` is enabled; otherwise builds nothing.
    @inlinable
    public func log(
        _ level: LogLevel,
        _ name: @autoclosure () -> String,
        _ data: @autoclosure () -> EventData = [:]
    ) {
        guard isEnabled(level) else { return }
        service.log(Event(name: name(), timestamp: dateProvider.now(), level: level, data: data()))
    }
}
