import Foundation

/// Writes each event as one JSON object per line ([JSON Lines](https://jsonlines.org)), to a file,
/// a file handle or any ``LogOutput``:
///
/// ```text
/// {"timestamp":"2026-11-21T10:00:00.000Z","level":"info","name":"AgeManager.increase()","data":{"age":35,"outcome":"returned","duration_ms":0.012}}
/// ```
///
/// Every line is valid JSON whatever the strings contain: quotes and backslashes are escaped, and so
/// is every character the console sink escapes — control characters (NEL included), U+2028 and
/// U+2029, and the bidirectional formatting characters — as `\uXXXX`; other text, including any
/// other non-ASCII text, is written as UTF-8. Integers, doubles and booleans are JSON numbers and booleans
/// (NaN and the infinities, which JSON lacks, the strings `"NaN"`, `"Infinity"`, `"-Infinity"`);
/// redacted values are their mask or hash as a string. A key repeated in an event's data is written
/// `key#2`, `key#3`, … so that no line repeats a key.
///
/// ```swift
/// let logger = EventLogger(sink: try JSONLinesEventSink(path: "/tmp/onboarding.jsonl"))
/// ```
public struct JSONLinesEventSink: EventSink {
    /// Where the lines go.
    public let output: LogOutput

    /// Creates a sink that appends to the file at `path`, creating the file if it does not exist.
    ///
    /// Each line is written to the file as it is logged, without buffering; the file is closed when
    /// the last copy of the sink is gone.
    ///
    /// - Throws: The error that prevented opening the file for writing (for example, a missing
    ///   directory or a lack of permission).
    public init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        self.init(output: .fileHandle(handle))
    }

    /// Creates a sink that writes to `fileHandle`, which it does not close.
    public init(fileHandle: FileHandle) {
        self.init(output: .fileHandle(fileHandle))
    }

    /// Creates a sink that writes to `output`.
    public init(output: LogOutput) {
        self.output = output
    }

    /// Writes `event` as one JSON line.
    public func log(_ event: EventRecord) {
        output.write(JSONLineFormat.line(for: event))
    }
}
