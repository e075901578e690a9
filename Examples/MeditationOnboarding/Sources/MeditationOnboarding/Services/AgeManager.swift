/// Everything the Age screen may do with the user's age: the behaviour it pushes to a module
/// boundary, so the Composer can decorate it without the screen knowing.
///
/// Crosscut generates `LoggingAgeManager` and `MetricsAgeManager` for it at build time.
// @crosscut(logging, metrics)
@MainActor
public protocol AgeManager: AnyObject {
    /// The current age.
    // @crosscut(skip(logging, metrics))
    var age: Int { get }

    /// Called with the new age after every change. Wiring, not behaviour: not logged or measured.
    // @crosscut(skip(logging, metrics))
    var onAgeChange: ((Int) -> Void)? { get set }

    /// Adds a year, unless the age is at its upper bound.
    func increase()

    /// Removes a year, unless the age is at its lower bound.
    func decrease()
}
