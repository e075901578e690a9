/// How a traced call failed, as its span records it.
public struct CallFailure: Sendable {
    /// The error the call threw.
    public var error: any Error
    /// The name of the error's type, `CatalogError`: the span's ``TracingAttribute/errorType``.
    public var errorType: String
    /// The error's description as ``EventValue/init(describing:)`` writes it (what it holds of
    /// secrets redacted), and redacted whole when the call has a redacted argument (the message may
    /// quote it). A tracer records this, never the error's own description.
    public var message: EventValue

    /// Describes `error`; its message is written as `redaction` writes a sensitive value when one is given.
    public init(_ error: any Error, redactingMessageWith redaction: Redaction? = nil) {
        self.error = error
        errorType = errorTypeName(error)
        let message = EventValue(describing: error)
        self.message = redaction?.redact(message) ?? message
    }

    /// Whether ``message`` is redacted.
    public var isMessageRedacted: Bool { message.isRedacted }
}
