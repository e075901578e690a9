extension EventValue {
    /// Creates the value that best represents `value` in an event.
    ///
    /// `Int`, `Double`, `Bool` and `String` become ``int(_:)``, ``double(_:)``, ``bool(_:)`` and
    /// ``string(_:)``. So do their close relatives: other integer types whose value fits an `Int`,
    /// `Float`, `Substring` and `Character` — except text that shows a credential by its shape, a
    /// URL's password or a query item named as a secret, which becomes ``redacted(_:)`` with only the
    /// credential `<redacted>`: `https://bob:<redacted>@example.com/x?api_key=<redacted>&page=2`.
    /// An ``EventValue`` (for example one already redacted) is
    /// kept as it is, and an optional is unwrapped (`nil` becomes `"nil"`). Anything else becomes
    /// `.string(String(describing: value))` — unless it holds a secret that its description could
    /// show: an ``AlwaysRedacted`` value, a property or case named as a secret (`password`), the
    /// value of a dictionary key named as one (`"Authorization"`), a credential in a URL or a string. Then
    /// it becomes ``redacted(_:)``, written as its default description would be with the secrets
    /// `<redacted>`: `LoginRequest(user: "ada", password: <redacted>)`. ``DescribedInClear``
    /// values are taken at their word. See <doc:LoggingAndRedaction#Secrets-inside-values>.
    ///
    /// ```swift
    /// EventValue(describing: 34)  // .int(34)
    /// EventValue(describing: Reason.sleep)  // .string("sleep")
    /// EventValue(describing: Optional(2.5))  // .double(2.5)
    /// EventValue(describing: ["Authorization": "Bearer x"])  // .redacted(#"["Authorization": <redacted>]"#)
    /// ```
    ///
    /// Inlinable, so that where the type is known — a decorator's argument — the checks below are
    /// settled when the decorator is compiled and nothing is cast at run time.
    @inlinable
    public init(describing value: some Any) {
        self =
            switch value {
            case let value as EventValue: value
            case let value as String: .text(value)
            case let value as Int: .int(value)
            case let value as Double: .double(value)
            case let value as Bool: .bool(value)
            case let value as Substring: .text(String(value))
            case let value as Character: .string(String(value))
            case let value as Float: Double(String(value)).map(EventValue.double) ?? .string(String(value))
            case let value as any BinaryInteger: Int(exactly: value).map(EventValue.int) ?? .string(String(value))
            case let value as any OptionalEventValueDescribing: value.eventValue
            default: .describing(secretsRedactedIn: value)
            }
    }
}

/// Lets ``EventValue/init(describing:)`` unwrap optionals of any wrapped type.
@usableFromInline
protocol OptionalEventValueDescribing {
    var eventValue: EventValue { get }
}

extension Optional: OptionalEventValueDescribing {
    @usableFromInline
    var eventValue: EventValue {
        switch self {
        case .some(let wrapped): EventValue(describing: wrapped)
        case .none: .string("nil")
        }
    }
}
