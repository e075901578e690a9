/// Sends every event to several sinks, in the order given.
///
/// ```swift
/// let memory = InMemoryEventSink()
/// let logger = EventLogger(sink: MultiplexEventSink([ConsoleEventSink(), memory]))
/// ```
public struct MultiplexEventSink: EventSink {
    /// The sinks every event goes to.
    public let sinks: [any EventSink]

    /// Creates a sink that sends each event to every one of `sinks`.
    public init(_ sinks: [any EventSink]) {
        self.sinks = sinks
    }

    /// Sends `event` to every sink.
    public func log(_ event: EventRecord) {
        for sink in sinks {
            sink.log(event)
        }
    }
}
