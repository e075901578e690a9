import Foundation

/// Standard output and standard error, written unbuffered so that the two never interleave badly.
enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints `message` as `crosscut: error: message`, which Xcode and SwiftPM show as an error.
    static func failure(_ message: String) {
        error("crosscut: error: \(message)\n")
    }
}
