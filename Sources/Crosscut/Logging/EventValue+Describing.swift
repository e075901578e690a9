extension EventValue {
    /// Creates the value that best represents `value` in an event.
    ///
    /// `Int`, `Double`, `Bool` and `String` become ``int(_:)``, ``double(_:)``, ``bool(_:)`` and
    /// ``string(_:)``. So do their close relatives: other integer types whose value fits an `Int`,
    /// `Float`, `Substring` and `Character`. An ``EventValue`` (for example one already redacted) is
    /// kept as it is, and an optional is unwrapped (`nil` becomes `"nil"`). Anything else becomes
    /// `.string(String(describing: value))`.
    ///
    /// ```swift
    /// EventValue(describing: 34)  // .int(34)
    /// EventValue(describing: Reason.sleep)  // .string("sleep")
    /// EventValue(describing: Optional(2.5))  // .double(2.5)
    /// ```
    ///
    /// Inlinable, so that where the type is known — a decorator's argument — the checks below are
    /// settled when the decorator is compiled and nothing is cast at run time.
    @inlinable
    public init(describing value: some Any) {
        self =
            switch value {
            case let value as EventValue: value
            case let value as String: .string(value)
            case let value as Int: .int(value)
            case let value as Double: .double(value)
            case let value as Bool: .bool(value)
            case let value as Substring: .string(String(value))
            case let value as Character: .string(String(value))
            case let value as Float: Double(String(value)).map(EventValue.double) ?? .string(String(value))
            case let value as any BinaryInteger: Int(exactly: value).map(EventValue.int) ?? .string(String(value))
            case let value as any OptionalEventValueDescribing: value.eventValue
            default: .string(String(describing: value))
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
