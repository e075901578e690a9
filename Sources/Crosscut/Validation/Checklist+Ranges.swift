/// The range constraints: `13...120`, `0..<10`, `1...`, `...120`, `..<10`, on any `Comparable`
/// value.
extension Checklist {
    /// Checks that `value` lies in `range`: `must be between 13 and 120`.
    @inlinable
    public mutating func check<Value: Comparable>(
        _ value: Value, _ subject: String, in range: some RangeExpression<Value>
    ) {
        if !range.contains(value) { record(subject, RangeBounds(range), unit: nil) }
    }

    /// Checks that `value` has a count in `range`, in characters for text and in elements for a
    /// collection: `count(1...40)`, `must have between 1 and 40 characters`.
    @inlinable
    public mutating func check(_ value: some Collection, _ subject: String, count range: some RangeExpression<Int>) {
        if !range.contains(value.count) {
            record(subject, RangeBounds(range), unit: value is any StringProtocol ? "character" : "element")
        }
    }

    /// Records that `subject` is out of `bounds`; `unit` names what is counted (`character`), or is
    /// `nil` for the value itself.
    @usableFromInline
    mutating func record(_ subject: String, _ bounds: RangeBounds, unit: String?) {
        let spelling = unit == nil ? bounds.spelling : "count(\(bounds.spelling))"
        record(Violation(subject: subject, constraint: spelling, message: bounds.requirement(counting: unit)))
    }
}

/// A range's bounds as text, for the constraint's spelling and its message.
@usableFromInline
struct RangeBounds {
    var lower: String?
    var upper: String?
    var includesUpper: Bool
    /// How a range of a type of its own describes itself.
    var other: String?

    /// The bounds of `range`, one of the standard library's five range types (read only when a
    /// value is out of it).
    @usableFromInline
    init<Bound>(_ range: some RangeExpression<Bound>) {
        switch range {
        case let range as ClosedRange<Bound>:
            (lower, upper, includesUpper) = ("\(range.lowerBound)", "\(range.upperBound)", true)
        case let range as Range<Bound>:
            (lower, upper, includesUpper) = ("\(range.lowerBound)", "\(range.upperBound)", false)
        case let range as PartialRangeFrom<Bound>: (lower, upper, includesUpper) = ("\(range.lowerBound)", nil, true)
        case let range as PartialRangeThrough<Bound>: (lower, upper, includesUpper) = (nil, "\(range.upperBound)", true)
        case let range as PartialRangeUpTo<Bound>: (lower, upper, includesUpper) = (nil, "\(range.upperBound)", false)
        default: (lower, upper, includesUpper, other) = (nil, nil, true, "\(range)")
        }
    }

    /// `13...120`, `0..<10`, `1...`, `...120`, `..<10`.
    var spelling: String {
        if let other { return other }
        return "\(lower ?? "")\(includesUpper ? "..." : "..<")\(upper ?? "")"
    }

    /// `must be between 13 and 120`, or with a unit `must have at most 40 characters`.
    func requirement(counting unit: String?) -> String {
        let verb = unit == nil ? "must be" : "must have"
        let below = unit == nil ? "less than" : "fewer than"
        switch (lower, upper) {
        case (let lower?, let upper?) where includesUpper && lower == upper:
            return "\(verb) \(Self.amount(upper, unit))"
        case (let lower?, let upper?) where includesUpper:
            return "\(verb) between \(lower) and \(Self.amount(upper, unit))"
        case (let lower?, let upper?):
            return "\(verb) at least \(lower) and \(below) \(Self.amount(upper, unit))"
        case (let lower?, nil):
            return "\(verb) at least \(Self.amount(lower, unit))"
        case (nil, let upper?):
            return "\(verb) \(includesUpper ? "at most" : below) \(Self.amount(upper, unit))"
        case (nil, nil):
            return "\(verb) in \(other ?? "...")"
        }
    }

    /// `40 characters`, `1 character`, or `40` without a unit.
    private static func amount(_ bound: String, _ unit: String?) -> String {
        guard let unit else { return bound }
        return bound == "1" ? "1 \(unit)" : "\(bound) \(unit)s"
    }
}
