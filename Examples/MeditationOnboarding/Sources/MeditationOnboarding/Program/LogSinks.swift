import Crosscut
import Foundation

/// Chooses where the event log goes from the options.
enum LogSinks {
    /// A console or JSON-lines sink appending to the file at `path`, or writing to standard error
    /// when `path` is nil.
    static func make(format: Options.LogFormat, path: String?) throws -> any EventSink {
        switch (format, path) {
        case (.console, nil): ConsoleEventSink()
        case (.json, nil): JSONLinesEventSink(output: .standardError)
        case (.json, let path?): try JSONLinesEventSink(path: path)
        case (.console, let path?): ConsoleEventSink(output: .fileHandle(try appending(to: path)))
        }
    }

    private static func appending(to path: String) throws -> FileHandle {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        return handle
    }
}
