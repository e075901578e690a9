import Crosscut

/// Keeps the latest events as short lines, for the event-log panel under the interactive screen
/// (writing to the terminal's standard error would scribble over the screen).
public final class RecentEvents: LogService {
    private let capacity: Int
    private let lines = Locked<[String]>([])

    /// Creates a panel keeping the last `capacity` events.
    public init(capacity: Int = 8) { self.capacity = capacity }

    /// The kept lines, oldest first.
    public var latest: [String] { lines.withLock { $0 } }

    /// Keeps `event` as one line: level, name and data.
    public func log(_ event: Event) {
        let data = event.data.map { "\($0.key)=\(Self.escaped($0.value.description))" }.joined(separator: " ")
        let line = "\(event.level) \(Self.escaped(event.name))" + (data.isEmpty ? "" : " " + data)
        lines.withLock { lines in
            lines.append(line)
            if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        }
    }

    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }
            .joined()
    }
}
