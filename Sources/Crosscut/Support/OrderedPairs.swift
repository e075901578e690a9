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
///
/// Its members are inlinable: a call site (a decorator building an event's fields) is
/// specialized for its `Value`, with no generic metadata to look up at run time.
public struct OrderedPairs<Value>: ExpressibleByDictionaryLiteral, RandomAccessCollection {
    /// One key and its value.
    public struct Pair {
        /// The pair's name, for example `service`.
        public var key: String
        /// The pair's value.
        public var value: Value

        /// Creates a pair.
        @inlinable
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The pairs as the literal gives them, so that a literal's array becomes the storage as it is.
    @usableFromInline
    var storage: [(String, Value)]

    /// The pairs in order, as a new array.
    @inlinable
    public var pairs: [Pair] { storage.map { Pair(key: $0.0, value: $0.1) } }

    /// Creates the collection from pairs in order.
    @inlinable
    public init(_ pairs: [Pair] = []) { storage = pairs.map { ($0.key, $0.value) } }

    /// Creates the collection from a literal, keeping the order written.
    @inlinable
    public init(dictionaryLiteral elements: (String, Value)...) {
        storage = elements
    }

    /// The position of the first pair.
    @inlinable
    public var startIndex: Int { storage.startIndex }
    /// The position one past the last pair.
    @inlinable
    public var endIndex: Int { storage.endIndex }
    /// The pair at `position`.
    @inlinable
    public subscript(position: Int) -> Pair {
        let (key, value) = storage[position]
        return Pair(key: key, value: value)
    }

    /// The value of the first pair with `key`, if any.
    @inlinable
    public subscript(key: String) -> Value? {
        storage.first { $0.0 == key }?.1
    }

    /// Makes room for `capacity` pairs in all, so that appending up to that many allocates once.
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// Appends a pair, keeping any earlier pair with the same key.
    @inlinable
    public mutating func append(_ key: String, _ value: Value) {
        storage.append((key, value))
    }
}

extension OrderedPairs.Pair: Sendable where Value: Sendable {}
extension OrderedPairs.Pair: Equatable where Value: Equatable {}
extension OrderedPairs.Pair: Hashable where Value: Hashable {}
extension OrderedPairs: Sendable where Value: Sendable {}
extension OrderedPairs: Equatable where Value: Equatable {
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage.elementsEqual(rhs.storage) { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}

extension OrderedPairs: Hashable where Value: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count)
        for (key, value) in storage {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}
