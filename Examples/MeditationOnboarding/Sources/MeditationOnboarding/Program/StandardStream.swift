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

    /// Whether standard input is a terminal.
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}
