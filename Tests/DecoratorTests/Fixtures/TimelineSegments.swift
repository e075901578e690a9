/// A stretch of a session's breathing timeline that evens out with its neighbour: the shape of
/// swift-collections' `RopeElement`, whose `inout Self` arguments the decorators pass on as their
/// decoratees, and of swift-crypto's curve points, whose operators return a new `Self`.
// @crosscut(logging, metrics)
protocol TimelineSegment {
    var breaths: [Int] { get }
    /// Moves breaths from the front of `next` until this segment holds `capacity`; `true` when
    /// `next` is left empty.
    mutating func rebalance(nextNeighbor next: inout Self, capacity: Int) -> Bool
    /// Keeps the breaths before `index` and returns the rest as a new segment.
    mutating func split(at index: Int) -> Self
    /// Appends the breaths of `rhs`.
    static func += (lhs: inout Self, rhs: Self)
    /// A segment of the breaths of `lhs`, then those of `rhs`: its decorators take `lhs`'s concerns.
    static func + (lhs: Self, rhs: Self) -> Self
}

/// The live segment: an array of breath lengths, in seconds.
struct BreathSegment: TimelineSegment, CustomStringConvertible {
    var breaths: [Int]

    mutating func rebalance(nextNeighbor next: inout Self, capacity: Int) -> Bool {
        let moved = min(max(capacity - breaths.count, 0), next.breaths.count)
        breaths += next.breaths.prefix(moved)
        next.breaths.removeFirst(moved)
        return next.breaths.isEmpty
    }

    mutating func split(at index: Int) -> Self {
        defer { breaths.removeSubrange(index...) }
        return Self(breaths: Array(breaths[index...]))
    }

    static func += (lhs: inout Self, rhs: Self) {
        lhs.breaths += rhs.breaths
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(breaths: lhs.breaths + rhs.breaths)
    }

    var description: String { "\(breaths)" }
}
