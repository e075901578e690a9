/// Everything the Age screen may do with the user's age: the behaviour it pushes to a module
/// boundary, so the Composer can decorate it without the screen knowing.
///
/// Crosscut generates `LoggingAgeManager`, `MetricsAgeManager` and `ValidatingAgeManager` for it at
/// build time: the last refuses an age outside ``AcceptedAge`` before the manager sees it.
// @crosscut(logging, metrics, validation)
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

    /// Sets the age the user typed; an age the app does not accept throws `InvalidArguments`.
    // @crosscut(validate(age: AcceptedAge.youngest...AcceptedAge.oldest))
    func choose(age: Int) throws
}

/// The ages the app accepts.
public enum AcceptedAge {
    /// The youngest age.
    public static let youngest = 16
    /// The oldest age.
    public static let oldest = 99
}
