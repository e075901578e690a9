import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and standard error, written unbuffered, and whether they are terminals.
public enum StandardStream: Sendable {
    /// Standard output.
    case output
    /// Standard error.
    case error

    /// Writes `text` at once.
    public func write(_ text: String) {
        let handle: FileHandle = self == .output ? .standardOutput : .standardError
        handle.write(Data(text.utf8))
    }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool { isatty(self == .output ? STDOUT_FILENO : STDERR_FILENO) == 1 }

    /// The terminal's width in columns, or nil when the stream is not a terminal.
    public var columns: Int? {
        var size = winsize()
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether standard input is a terminal.
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}
