import Crosscut

/// Keeps every event in memory, for tests: safe to log to from many tasks at once.
///
/// ```swift
/// let memory = InMemoryEventSink()
/// let logger = EventLogger(sink: memory, minimumLevel: .trace)
/// logger.log(.debug, "Catalog.refresh()")
/// #expect(memory.events.map(\.name) == ["Catalog.refresh()"])
/// ```
public final class InMemoryEventSink: EventSink {
    private let recorded = Locked<[EventRecord]>([])

    /// Creates an empty sink.
    public init() {}

    /// The events logged so far, oldest first.
    public var events: [EventRecord] {
        recorded.withLock { $0 }
    }

    /// Records `event`.
    public func log(_ event: EventRecord) {
        recorded.withLock { $0.append(event) }
    }

    /// Forgets every event logged so far.
    public func clear() {
        recorded.withLock { $0.removeAll() }
    }
}
