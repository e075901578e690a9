/// What the user answered during the onboarding, as the Recap screen shows it.
public struct Answers: Sendable, Hashable {
    /// Why the user wants to meditate, once chosen.
    public var reason: Reason?
    /// The user's age, once confirmed.
    public var age: Int?

    /// Creates answers; both start unanswered.
    public init(reason: Reason? = nil, age: Int? = nil) {
        self.reason = reason
        self.age = age
    }
}
