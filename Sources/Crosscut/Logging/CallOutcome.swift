/// How a decorated call ended: it returned, or it threw an error.
///
/// Decorators hand the outcome to the logger and the metrics recorder, which record
/// success and failure separately.
///
/// ```swift
/// let outcome: CallOutcome
/// do {
///     try manager.increase()
///     outcome = .returned
/// } catch {
///     outcome = .threw(error)
/// }
/// ```
public enum CallOutcome: Sendable {
    /// The call returned normally.
    case returned
    /// The call threw `error`.
    case threw(any Error)

    /// Whether the call returned normally.
    public var isSuccess: Bool {
        if case .returned = self { return true }
        return false
    }
}
