/// How a value marked sensitive is written to logs: never in clear text.
public struct Redaction: Sendable {
    private let transform: @Sendable (String) -> String

    /// Replaces every sensitive value with the same fixed mask, `<redacted>`.
    public static let mask = Redaction { _ in "<redacted>" }

    /// Redacts `value`, described with `String(describing:)`.
    public func redact(_ value: some Any) -> EventValue {
        .redacted(transform(String(describing: value)))
    }
}
