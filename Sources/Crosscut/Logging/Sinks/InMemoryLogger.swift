/// Keeps every event in memory, for tests: safe to log to from many tasks at once.
///
/// ```swift
/// let memory = InMemoryLogger()
/// let logger = Logger(service: memory, minimumLevel: .trace)
/// logger.log(.debug, "Catalog.refresh()")
/// #expect(memory.events.map(\.name) == ["Catalog.refresh()"])
/// ```
public final class InMemoryLogger: LogService {
    private let recorded = Locked<[Event]>([])

    /// Creates an empty logger.
    public init() {}

    /// The events logged so far, oldest first.
    public var events: [Event] {
        recorded.withLock { $0 }
    }

    /// Records `event`.
    public func log(_ event: Event) {
        recorded.withLock { $0.append(event) }
    }

    /// Forgets every event logged so far.
    public func clear() {
        recorded.withLock { $0.removeAll() }
    }
}
