import Foundation

/// One thing that happened, as sinks receive it: a name, when, how important, and its data.
public struct Event: Sendable, Equatable {
    /// What happened, for example `AgeManager.increase()`.
    public var name: String
    /// When it happened, from the logger's ``DateProvider``.
    public var timestamp: Date
    /// How important it is.
    public var level: LogLevel
    /// The event's fields, in the order they were given.
    public var data: EventData

    /// Creates an event.
    public init(name: String, timestamp: Date, level: LogLevel, data: EventData = [:]) {
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
    /// A value replaced by a mask or a keyed hash; never the clear text.
    case redacted(String)
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
/// let data: EventData = ["reason": "sleep", "age": 34]
/// ```
public struct EventData: Sendable, Equatable, ExpressibleByDictionaryLiteral, RandomAccessCollection {
    /// One key and its value.
    public struct Field: Sendable, Equatable {
        /// The field's name.
        public var key: String
        /// The field's value.
        public var value: EventValue

        /// Creates a field.
        public init(key: String, value: EventValue) {
            self.key = key
            self.value = value
        }
    }

    /// The fields in order.
    public private(set) var fields: [Field]

    /// Creates data from fields in order.
    public init(_ fields: [Field] = []) { self.fields = fields }

    /// Creates data from a literal, keeping the order written: `["reason": "sleep", "age": 34]`.
    public init(dictionaryLiteral elements: (String, EventValue)...) {
        fields = elements.map { Field(key: $0.0, value: $0.1) }
    }

    /// The position of the first field.
    public var startIndex: Int { fields.startIndex }
    /// The position after the last field.
    public var endIndex: Int { fields.endIndex }
    /// The field at `position`.
    public subscript(position: Int) -> Field { fields[position] }

    /// The value of the first field named `key`, if any.
    public subscript(key: String) -> EventValue? {
        fields.first { $0.key == key }?.value
    }

    /// Appends a field, keeping any earlier field of the same key.
    public mutating func append(_ key: String, _ value: EventValue) {
        fields.append(Field(key: key, value: value))
    }
}
