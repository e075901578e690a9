/// How many calls may run at once behind one ``ConcurrencyLimiter``, and what happens to the next:
/// it waits in a queue of bounded length, for a bounded time, or is refused at once.
///
/// ```swift
/// let policy = ConcurrencyLimitPolicy(maxConcurrent: 8, maxQueued: 16, maxWait: .milliseconds(500))
/// ```
public struct ConcurrencyLimitPolicy: Sendable, Hashable, CustomStringConvertible {
    /// The most calls that run at once.
    public var maxConcurrent: Int
    /// The most calls that wait for a place; beyond them, a call is refused at once.
    public var maxQueued: Int
    /// The longest a call waits for a place before it is refused; `nil` waits until a place frees
    /// or the caller is cancelled.
    public var maxWait: Duration?

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maxConcurrent: The most calls that run at once: 1 or more.
    ///   - maxQueued: The most calls that wait for a place; by default none, so that a call beyond
    ///     `maxConcurrent` is refused at once.
    ///   - maxWait: The longest a queued call waits; by default until a place frees.
    public init(maxConcurrent: Int, maxQueued: Int = 0, maxWait: Duration? = nil) {
        precondition(maxConcurrent > 0, "a concurrency limit lets at least one call run")
        precondition(maxQueued >= 0, "a concurrency limit's queue cannot be shorter than empty")
        self.maxConcurrent = maxConcurrent
        self.maxQueued = maxQueued
        self.maxWait = maxWait
    }

    /// `8 at once, 16 waiting up to 0.5 seconds`.
    public var description: String {
        let waiting = maxQueued == 0 ? "none waiting" : "\(maxQueued) waiting" + (maxWait.map { " up to \($0)" } ?? "")
        return "\(maxConcurrent) at once, \(waiting)"
    }
}
