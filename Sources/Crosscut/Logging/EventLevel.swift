/// How important a log event is; a ``EventLogger`` drops events below its minimum level
/// before building them.
public enum EventLevel: Int, Sendable, Hashable, Comparable, CaseIterable, Codable, CustomStringConvertible {
    /// Fine-grained detail, usually off.
    case trace
    /// Detail for debugging, such as cache hits and misses.
    case debug
    /// Normal operation, such as a call that returned.
    case info
    /// Something notable but expected.
    case notice
    /// Something went wrong but was handled, such as a retried call.
    case warning
    /// A call failed.
    case error
    /// The program cannot go on as intended.
    case critical

    /// Whether `lhs` is less important than `rhs`.
    public static func < (lhs: EventLevel, rhs: EventLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's lowercase name, as sinks print it.
    public var description: String {
        switch self {
        case .trace: "trace"
        case .debug: "debug"
        case .info: "info"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .critical: "critical"
        }
    }
}
