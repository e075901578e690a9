/// Where measurements go: counters and duration histograms, each series keyed by a name and its
/// dimensions.
///
/// Names follow Prometheus conventions: counters end in `_total`, durations are in seconds and
/// end in `_duration_seconds`.
public protocol MetricsRecorder: Sendable {
    /// Adds `amount` to the counter `name` with `dimensions`.
    func increment(_ name: String, by amount: Int, dimensions: Dimensions)

    /// Records one duration into the histogram `name` with `dimensions`.
    func record(_ name: String, duration: Duration, dimensions: Dimensions)
}

/// The labels of one metrics series, in the order given, for example
/// `["service": "AgeManager", "member": "increase()"]`.
public struct Dimensions: Sendable, Hashable, ExpressibleByDictionaryLiteral, RandomAccessCollection {
    /// One label.
    public struct Dimension: Sendable, Hashable {
        /// The label's name, for example `service`.
        public var key: String
        /// The label's value, for example `AgeManager`.
        public var value: String

        /// Creates a label.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The labels in order.
    public private(set) var dimensions: [Dimension]

    /// Creates dimensions from labels in order.
    public init(_ dimensions: [Dimension] = []) { self.dimensions = dimensions }

    /// Creates dimensions from a literal, keeping the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        dimensions = elements.map { Dimension(key: $0.0, value: $0.1) }
    }

    /// The position of the first label.
    public var startIndex: Int { dimensions.startIndex }
    /// The position one past the last label.
    public var endIndex: Int { dimensions.endIndex }
    /// The label at `position`.
    public subscript(position: Int) -> Dimension { dimensions[position] }

    /// The value of the label `key`, if any.
    public subscript(key: String) -> String? {
        dimensions.first { $0.key == key }?.value
    }

    /// Appends a label.
    public mutating func append(_ key: String, _ value: String) {
        dimensions.append(Dimension(key: key, value: value))
    }
}
