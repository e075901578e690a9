/// How important a log event is; a ``Logger`` drops events below its minimum level
/// before building them.
public enum LogLevel: Int, Sendable, Hashable, Comparable, CaseIterable, Codable, CustomStringConvertible {
    case trace, debug, info, notice, warning, error, critical

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

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
