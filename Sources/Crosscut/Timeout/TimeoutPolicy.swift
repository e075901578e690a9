/// How long one attempt of a timed-out call may take, and the clock that measures it.
///
/// ```swift
/// let concerns = Concerns(timeout: TimeoutPolicy(limit: .seconds(2)))
/// ```
///
/// A member's own limit, `// @crosscut(timeout(2.5))`, replaces ``limit`` for that member.
public struct TimeoutPolicy: Sendable {
    /// The longest an attempt may take before its work is cancelled and the call throws ``TimeoutError``.
    public var limit: Duration
    /// The clock the deadline is measured on; `nil` (the default) for the clock of the ``Concerns`` it
    /// belongs to.
    public var clock: (any Clock<Duration>)?

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - limit: The longest an attempt may take; by default 10 seconds.
    ///   - clock: The clock that measures it; by default the concerns' clock.
    public init(limit: Duration = .seconds(10), clock: (any Clock<Duration>)? = nil) {
        self.limit = limit
        self.clock = clock
    }

    /// Ten seconds per attempt, on the concerns' clock.
    public static var `default`: TimeoutPolicy { TimeoutPolicy() }
}
