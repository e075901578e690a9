import Foundation

/// Where a text sink such as ``ConsoleEventSink`` or ``JSONLinesEventSink`` writes its lines: standard
/// error, standard output, a file handle, or a closure.
///
/// Lines are written one at a time: two events logged at once never interleave, and a closure
/// output is never called concurrently (so it must not log to the same output itself). Each line
/// is written with its terminating newline in one unbuffered write; write errors (a closed pipe, a
/// full disk) are ignored, because logging must never bring the program down.
///
/// ```swift
/// let console = ConsoleEventSink(output: .standardOutput)
/// let file = ConsoleEventSink(output: .fileHandle(handle))
/// let lines = Locked<[String]>([])
/// let captured = ConsoleEventSink(output: .lines { line in lines.withLock { $0.append(line) } })
/// ```
public struct LogOutput: Sendable {
    private let writeLine: @Sendable (String) -> Void

    private init(writeLine: @escaping @Sendable (String) -> Void) {
        self.writeLine = writeLine
    }

    /// The process's standard error, shared by every sink that writes there.
    public static let standardError = LogOutput.fileHandle(.standardError)

    /// The process's standard output, shared by every sink that writes there.
    public static let standardOutput = LogOutput.fileHandle(.standardOutput)

    /// Writes each line, followed by `"\n"`, to `handle`. The handle is not closed by the output.
    public static func fileHandle(_ handle: FileHandle) -> LogOutput {
        let handle = Locked(handle)
        return LogOutput { line in
            let bytes = Data((line + "\n").utf8)
            handle.withLock { handle in try? handle.write(contentsOf: bytes) }
        }
    }

    /// Passes each line, without a terminator, to `receive`, one call at a time.
    public static func lines(_ receive: @escaping @Sendable (String) -> Void) -> LogOutput {
        // The lock guards the closure itself, not an empty value: the thread sanitizer takes the
        // exclusive access to zero-sized state for a write to the lock object's header, a race.
        let receiver = Locked(receive)
        return LogOutput { line in receiver.withLock { receive in receive(line) } }
    }

    /// Writes one line; `line` should not contain a line break (the sinks escape them).
    public func write(_ line: String) {
        writeLine(line)
    }
}
