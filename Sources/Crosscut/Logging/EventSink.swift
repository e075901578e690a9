/// Where log events go: a console, a file, memory, or several of these at once.
///
/// Implementations must be safe to call from any task.
public protocol EventSink: Sendable {
    /// Records one event.
    func log(_ event: EventRecord)
}
