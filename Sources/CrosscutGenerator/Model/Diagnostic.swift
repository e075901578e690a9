/// A problem found in the user's source, printed in the compiler's format so SwiftPM and Xcode
/// show it on the line.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is, printed as the compiler prints it.
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Whether it is an error, a warning or a note.
    public var severity: Severity
    /// What is wrong and what to write instead.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation

    /// A diagnostic of `severity` with `message` at `location`.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `file:line:column: severity: message`.
    public var description: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
