#if SwiftLog
    import Logging

    /// An event sink that forwards every event to a swift-log `Logger`, so that decorated calls reach
    /// the log handler a server or app already bootstraps (the `SwiftLog` trait).
    ///
    /// Levels map one to one; the event's name is the message and its fields are the metadata, each
    /// value as the console writes it, so a redacted value stays redacted and a failed call's
    /// `error_type` and `error` travel with it. A key repeated in the fields (an argument named
    /// `outcome`, `error` or `trace_id`, say) is `key#2`, `key#3`, … as in ``JSONLinesEventSink``,
    /// so that no field is lost. The `Logger`'s own level filters what it receives.
    ///
    /// ```swift
    /// LoggingSystem.bootstrap(StreamLogHandler.standardOutput)
    /// let concerns = Concerns(logger: EventLogger(sink: SwiftLogEventSink(logger: Logger(label: "app"))))
    /// ```
    public struct SwiftLogEventSink: EventSink {
        /// The logger every event goes to.
        public let logger: Logging.Logger

        /// A sink that forwards to `logger`.
        public init(logger: Logging.Logger) {
            self.logger = logger
        }

        public func log(_ event: EventRecord) {
            var metadata = Logging.Logger.Metadata()
            for field in event.data.uniquelyKeyedFields {
                metadata[field.key] = Self.metadataValue(field.value)
            }
            logger.log(level: Self.level(event.level), "\(event.name)", metadata: metadata)
        }

        /// The swift-log level of `level`: the same seven levels.
        static func level(_ level: EventLevel) -> Logging.Logger.Level {
            switch level {
            case .trace: .trace
            case .debug: .debug
            case .info: .info
            case .notice: .notice
            case .warning: .warning
            case .error: .error
            case .critical: .critical
            }
        }

        /// Strings (redacted ones as their redaction) as strings, numbers and booleans as values that
        /// describe themselves, so that a handler which writes JSON keeps their type.
        private static func metadataValue(_ value: EventValue) -> Logging.Logger.MetadataValue {
            switch value {
            case .string(let string), .redacted(let string): .string(string)
            case .int(let int): .stringConvertible(int)
            case .double(let double): .stringConvertible(double)
            case .bool(let bool): .stringConvertible(bool)
            }
        }
    }
#endif
