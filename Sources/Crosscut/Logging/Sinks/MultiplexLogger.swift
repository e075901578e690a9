/// Sends every event to several sinks, in the order given.
///
/// ```swift
/// let memory = InMemoryLogger()
/// let logger = Logger(service: MultiplexLogger([ConsoleLogger(), memory]))
/// ```
public struct MultiplexLogger: LogService {
    /// The sinks every event goes to.
    public let services: [any LogService]

    /// Creates a logger that sends each event to every one of `services`.
    public init(_ services: [any LogService]) {
        self.services = services
    }

    /// Sends `event` to every sink.
    public func log(_ event: Event) {
        for service in services {
            service.log(event)
        }
    }
}
