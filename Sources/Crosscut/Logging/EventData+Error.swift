extension OrderedPairs where Value == EventValue {
    /// Appends the fields that describe `error`: `"error_type"`, the name of its type (as the
    /// metrics' `error_type` label has it), then `"error"`, its description as
    /// ``EventValue/init(describing:)`` writes it (what it holds of secrets redacted). When `redaction` is
    /// given — the call has redacted arguments, which an error's message may quote (`"bad token
    /// \(token)"`) — the description is written as that redaction writes a sensitive value.
    @usableFromInline
    mutating func appendError(_ error: any Error, redactingMessageWith redaction: Redaction?) {
        append("error_type", .string(errorTypeName(error)))
        let message = EventValue(describing: error)
        append("error", redaction?.redact(message) ?? message)
    }
}

extension EventValue {
    /// Whether the value is ``redacted(_:)``: a sensitive value written as a mask or a hash.
    @inlinable
    public var isRedacted: Bool {
        if case .redacted = self { return true }
        return false
    }
}

/// The name of `error`'s dynamic type, `URLError` or `CatalogError`: how logs and metrics describe
/// an error without its message.
func errorTypeName(_ error: any Error) -> String {
    String(describing: type(of: error))
}
