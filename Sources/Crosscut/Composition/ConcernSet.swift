/// A set of concerns, for switching concerns on and off at run time: room for 32, each at the bit of
/// its ``Concern/number``.
///
/// ```swift
/// var concerns = Concerns()
/// concerns.enabled = [.logging, .metrics]  // no caching, no retry
/// concerns.enabled.remove(.metrics)
/// ```
public struct ConcernSet: SetAlgebra, Sendable, Hashable {
    /// The concerns as bits, one per ``Concern/number``.
    public var rawValue: UInt32

    /// Creates a set from its bits.
    @inlinable
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The empty set.
    @inlinable
    public init() { rawValue = 0 }

    /// The set holding just `concern`.
    @inlinable
    public init(_ concern: Concern) { rawValue = 1 << UInt32(concern.number) }

    /// The set holding `concerns`: `[.logging, .metrics]`.
    @inlinable
    public init(arrayLiteral concerns: Concern...) { self.init(concerns) }

    /// Every concern.
    public static let all = ConcernSet(Concern.canonicalOrder)

    /// Its concerns, in canonical order.
    public var concerns: [Concern] { Concern.canonicalOrder.filter(contains) }

    /// Whether it holds `concern`: one bit test, settled when a decorator is compiled.
    @inlinable
    public func contains(_ concern: Concern) -> Bool { rawValue & ConcernSet(concern).rawValue != 0 }

    @inlinable
    public func union(_ other: ConcernSet) -> ConcernSet { ConcernSet(rawValue: rawValue | other.rawValue) }

    @inlinable
    public func intersection(_ other: ConcernSet) -> ConcernSet { ConcernSet(rawValue: rawValue & other.rawValue) }

    @inlinable
    public func symmetricDifference(_ other: ConcernSet) -> ConcernSet {
        ConcernSet(rawValue: rawValue ^ other.rawValue)
    }

    @inlinable
    @discardableResult
    public mutating func insert(_ concern: Concern) -> (inserted: Bool, memberAfterInsert: Concern) {
        let inserted = !contains(concern)
        rawValue |= ConcernSet(concern).rawValue
        return (inserted, concern)
    }

    @inlinable
    @discardableResult
    public mutating func remove(_ concern: Concern) -> Concern? {
        guard contains(concern) else { return nil }
        rawValue &= ~ConcernSet(concern).rawValue
        return concern
    }

    @inlinable
    @discardableResult
    public mutating func update(with concern: Concern) -> Concern? {
        let had = contains(concern)
        rawValue |= ConcernSet(concern).rawValue
        return had ? concern : nil
    }

    @inlinable
    public mutating func formUnion(_ other: ConcernSet) { rawValue |= other.rawValue }

    @inlinable
    public mutating func formIntersection(_ other: ConcernSet) { rawValue &= other.rawValue }

    @inlinable
    public mutating func formSymmetricDifference(_ other: ConcernSet) { rawValue ^= other.rawValue }
}
