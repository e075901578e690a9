import Foundation

/// One thing that happened, as sinks receive it: a name, when, how important, and its data.
public struct EventRecord: Sendable, Equatable {
    /// What happened, for example `AgeManager.increase()`.
    public var name: String
    /// When it happened, from the logger's ``DateProvider``.
    public var timestamp: Date
    /// How important it is.
    public var level: EventLevel
    /// The event's fields, in the order they were given.
    public var data: EventData

    /// Creates an event.
    public init(name: String, timestamp: Date, level: EventLevel, data: EventData = [:]) {
        self.name = name
        self.timestamp = timestamp
        self.level = level
        self.data = data
    }
}

/// A value in an event's data. Sensitive values arrive here already redacted.
public enum EventValue: Sendable, Hashable {
    /// Text.
    case string(String)
    /// An integer.
    case int(Int)
    /// A floating-point number, such as a duration in milliseconds.
    case double(Double)
    /// A flag.
    case bool(Bool)
    /// A value replaced by a mask or a keyed hash, or described with the secrets it holds masked;
    /// never the clear text.
    case redacted(String)
}

extension EventValue {
    /// An argument that is there but is not described, because describing it would copy a value
    /// that cannot be copied (a noncopyable one): `<not described>`.
    public static var notDescribed: EventValue { .string("<not described>") }
}

extension EventValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Creates a ``string(_:)`` value from a literal: `"sleep"`.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension EventValue: ExpressibleByIntegerLiteral {
    /// Creates an ``int(_:)`` value from a literal: `34`.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension EventValue: ExpressibleByFloatLiteral {
    /// Creates a ``double(_:)`` value from a literal: `0.5`.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension EventValue: ExpressibleByBooleanLiteral {
    /// Creates a ``bool(_:)`` value from a literal: `true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension EventValue: CustomStringConvertible {
    /// The value as plain text, without quotes.
    public var description: String {
        switch self {
        case .string(let text), .redacted(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        }
    }
}

/// An event's fields: keys and values in the order they were given.
///
/// ```swift
/// var data: EventData = ["reason": "sleep", "age": 34]
/// data.append("outcome", "returned")
/// ```
public typealias EventData = OrderedPairs<EventValue>

extension OrderedPairs where Value == EventValue {
    /// One key and its value.
    public typealias Field = Pair

    /// The fields in order.
    public var fields: [Field] { pairs }
}
