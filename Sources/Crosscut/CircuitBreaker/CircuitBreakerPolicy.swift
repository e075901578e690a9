/// When a ``CircuitBreaker`` opens, how long it stays open, and how it tries the dependency again.
///
/// ```swift
/// let policy = CircuitBreakerPolicy(
///     failureRatio: 0.5, minimumCalls: 10, window: 20, breakDuration: .seconds(5), probes: 1,
///     isFailure: { !($0 is CancellationError) && !($0 is ValidationError) }
/// )
/// ```
public struct CircuitBreakerPolicy: Sendable {
    /// The share of failed calls among the last ``window`` calls at which the circuit opens, from 0
    /// to 1 (a breaker reads a share outside them as the nearest, and NaN as 1).
    public var failureRatio: Double
    /// The fewest calls in the window before the ratio counts: one failure in two calls opens nothing.
    /// At least 1.
    public var minimumCalls: Int
    /// How many of the latest calls the ratio is taken over: at least ``minimumCalls`` (a smaller
    /// window is widened to it, so that the circuit can open) and at most 65,536.
    public var window: Int
    /// How long the circuit stays open, failing calls at once, before it lets probes through; and how
    /// long a probe has to answer before it counts as failed and the circuit opens again. Zero or more.
    public var breakDuration: Duration
    /// How many calls may probe the dependency while half-open; all must succeed to close the
    /// circuit. At least 1.
    public var probes: Int
    /// Which errors count as the dependency failing; every other error counts as a success, but for
    /// the caller giving up: a `CancellationError`, or any error the call ends with once its task is
    /// cancelled, is not counted either way (the dependency did not answer). By default every error
    /// but `CancellationError`.
    public var isFailure: @Sendable (any Error) -> Bool

    /// Creates a policy; every part has a default.
    ///
    /// - Parameters:
    ///   - failureRatio: The failure share that opens the circuit; by default 0.5.
    ///   - minimumCalls: The fewest calls in the window before it can open; by default 10.
    ///   - window: How many latest calls the ratio is taken over; by default 20.
    ///   - breakDuration: How long it stays open; by default 5 seconds.
    ///   - probes: How many calls probe the dependency while half-open; by default 1.
    ///   - isFailure: Which errors count as failures; by default all but `CancellationError`.
    public init(
        failureRatio: Double = 0.5,
        minimumCalls: Int = 10,
        window: Int = 20,
        breakDuration: Duration = .seconds(5),
        probes: Int = 1,
        isFailure: @escaping @Sendable (any Error) -> Bool = { !($0 is CancellationError) }
    ) {
        self.failureRatio = failureRatio
        self.minimumCalls = minimumCalls
        self.window = window
        self.breakDuration = breakDuration
        self.probes = probes
        self.isFailure = isFailure
        self = applied
    }

    /// The policy as a breaker applies it, every part within the bounds its documentation gives:
    /// parts set after `init` may be outside them.
    var applied: CircuitBreakerPolicy {
        var policy = self
        policy.failureRatio = failureRatio.isNaN ? 1 : min(1, max(0, failureRatio))
        policy.minimumCalls = min(Self.largestWindow, max(1, minimumCalls))
        policy.window = min(Self.largestWindow, max(window, policy.minimumCalls))
        policy.breakDuration = max(.zero, breakDuration)
        policy.probes = max(1, probes)
        return policy
    }

    /// The widest window a breaker keeps.
    static let largestWindow = 65_536

    /// Half of the latest 20 calls failing, at least 10 of them, opens the circuit for 5 seconds;
    /// then one probe.
    public static var `default`: CircuitBreakerPolicy { CircuitBreakerPolicy() }
}
