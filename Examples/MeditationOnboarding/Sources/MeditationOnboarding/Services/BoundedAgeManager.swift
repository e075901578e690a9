/// An ``AgeManager`` that keeps the age inside a closed range.
///
/// ```swift
/// let manager = BoundedAgeManager(age: 30, bounds: 16...99)
/// manager.increase()  // 31
/// ```
@MainActor
public final class BoundedAgeManager: AgeManager {
    /// The ages the user may choose.
    public let bounds: ClosedRange<Int>

    /// The current age, always inside ``bounds``.
    public private(set) var age: Int

    /// Called with the new age after every change; not called when a bound stops a change.
    public var onAgeChange: ((Int) -> Void)?

    /// Creates a manager starting at `age`, clamped into `bounds`.
    public init(age: Int = 30, bounds: ClosedRange<Int> = AcceptedAge.youngest...AcceptedAge.oldest) {
        self.bounds = bounds
        self.age = min(max(age, bounds.lowerBound), bounds.upperBound)
    }

    /// Adds a year, unless the age is at the upper bound.
    public func increase() { change(to: age + 1) }

    /// Removes a year, unless the age is at the lower bound.
    public func decrease() { change(to: age - 1) }

    /// Sets the age, unless it is outside ``bounds``: its validating decorator refuses such an age
    /// before it gets here.
    public func choose(age: Int) throws { change(to: age) }

    private func change(to newAge: Int) {
        guard bounds.contains(newAge) else { return }
        age = newAge
        onAgeChange?(newAge)
    }
}
