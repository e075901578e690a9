/// What a ``CacheStore`` lookup returned and where the value came from.
///
/// ```swift
/// let lookup = store.value(forKey: key, ttl: nil) { expensiveValue() }
/// if lookup.result.isHit { print("served from the cache") }
/// ```
public struct CacheLookup<Value> {
    /// The value, stored or freshly computed.
    public var value: Value
    /// Whether the value was stored, computed by this caller, or shared from another caller's
    /// computation.
    public var result: CacheResult

    /// Creates a lookup result.
    public init(value: Value, result: CacheResult) {
        self.value = value
        self.result = result
    }
}

extension CacheLookup: Sendable where Value: Sendable {}

extension CacheLookup: Equatable where Value: Equatable {}

/// Where the value of a cache lookup came from.
public enum CacheResult: String, Sendable, Hashable, CaseIterable {
    /// An unexpired stored value.
    case hit
    /// No fresh value was stored; this caller computed it.
    case miss
    /// No fresh value was stored; this caller waited for another caller's computation of the same
    /// key and shares its result (single-flight).
    case joined
    /// No fresh value was stored in this instance; the shared store (``SharedCache``) had one.
    case sharedHit

    /// Whether the value came from this instance's store.
    public var isHit: Bool { self == .hit }

    /// `"hit"`, `"shared_hit"` or `"miss"`, the value of the `result` label in logs and metrics. A
    /// ``joined`` lookup counts as a miss: the store did not have the value.
    public var label: String {
        switch self {
        case .hit: "hit"
        case .sharedHit: "shared_hit"
        case .miss, .joined: "miss"
        }
    }
}
