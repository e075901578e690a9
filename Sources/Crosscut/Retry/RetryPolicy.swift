/// How a failing call is tried again.
public struct RetryPolicy: Sendable {
    /// How many times a call is tried in all, the first try included.
    public var maxAttempts: Int

    /// Creates a policy.
    public init(maxAttempts: Int = 3) {
        self.maxAttempts = maxAttempts
    }
}
