/// Keys and values in the order they were given, with repeated keys allowed: the one storage behind
/// ``EventData`` (an event's fields) and ``Dimensions`` (a metrics series' labels).
///
/// A dictionary literal keeps the order written, and lookup by key finds the first pair with it.
///
/// ```swift
/// var labels: OrderedPairs<String> = ["service": "AgeManager", "member": "increase()"]
/// labels.append("outcome", "success")
/// labels["member"]  // "increase()"
/// ```
public struct OrderedPairs<Value>: ExpressibleByDictionaryLiteral, RandomAccessCollection {
    /// One key and its value.
    public struct Pair {
        /// The pair's name, for example `service`.
        public var key: String
        /// The pair's value.
        public var value: Value

        /// Creates a pair.
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The pairs in order.
    public private(set) var pairs: [Pair]

    /// Creates the collection from pairs in order.
    public init(_ pairs: [Pair] = []) { self.pairs = pairs }

    /// Creates the collection from a literal, keeping the order written.
    public init(dictionaryLiteral elements: (String, Value)...) {
        pairs = elements.map { Pair(key: $0.0, value: $0.1) }
    }

    /// The position of the first pair.
    public var startIndex: Int { pairs.startIndex }
    /// The position one past the last pair.
    public var endIndex: Int { pairs.endIndex }
    /// The pair at `position`.
    public subscript(position: Int) -> Pair { pairs[position] }

    /// The value of the first pair with `key`, if any.
    public subscript(key: String) -> Value? {
        pairs.first { $0.key == key }?.value
    }

    /// Appends a pair, keeping any earlier pair with the same key.
    public mutating func append(_ key: String, _ value: Value) {
        pairs.append(Pair(key: key, value: value))
    }
}

extension OrderedPairs.Pair: Sendable where Value: Sendable {}
extension OrderedPairs.Pair: Equatable where Value: Equatable {}
extension OrderedPairs.Pair: Hashable where Value: Hashable {}
extension OrderedPairs: Sendable where Value: Sendable {}
extension OrderedPairs: Equatable where Value: Equatable {}
extension OrderedPairs: Hashable where Value: Hashable {}
