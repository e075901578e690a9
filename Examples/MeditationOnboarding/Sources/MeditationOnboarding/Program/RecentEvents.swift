import Crosscut

/// Keeps the latest lines of the event log, for the panel under the interactive screen (writing
/// them to the terminal's standard error would scribble over the screen).
///
/// ```swift
/// let recent = RecentEvents(capacity: 8)
/// let logger = EventLogger(sink: ConsoleEventSink(output: recent.output))
/// ```
public final class RecentEvents: Sendable {
    private let capacity: Int
    private let lines = Locked<[String]>([])

    /// Creates a panel keeping the last `capacity` lines.
    public init(capacity: Int = 8) { self.capacity = capacity }

    /// The kept lines, oldest first.
    public var latest: [String] { lines.withLock { $0 } }

    /// A log output that keeps each line written to it, without its date (the time stays).
    public var output: LogOutput {
        .lines { [self] line in keep(line) }
    }

    private func keep(_ line: String) {
        // `2026-11-21T10:00:00.000Z info ...` → `10:00:00.000Z info ...`
        let withoutDate = line.firstIndex(of: "T").map { String(line[line.index(after: $0)...]) } ?? line
        lines.withLock { lines in
            lines.append(withoutDate)
            if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        }
    }
}
