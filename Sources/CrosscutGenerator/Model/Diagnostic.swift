/// A problem found in the user's source, printed in the compiler's format so SwiftPM and Xcode
/// show it on the line.
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation

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
