/// What a call throws when its ``ConcurrencyLimiter`` has no place for it: every place was taken
/// and the queue full, or it waited the policy's ``ConcurrencyLimitPolicy/maxWait`` in the queue.
/// The call never reached the service. An HTTP server answers it with 503.
public struct ConcurrencyLimitExceeded: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the call got no place.
    public enum Reason: Sendable, Hashable {
        /// Every place was taken and the queue was full.
        case queueFull
        /// It waited this long in the queue, the policy's longest.
        case waitedTooLong(Duration)
    }

    /// The limiter's name: the service's, the member's or the group's.
    public var limiter: String
    /// The call that was refused, `Catalog.sessions(for:)`.
    public var call: String
    /// Why.
    public var reason: Reason

    /// Creates the error of `call` refused by the limiter named `limiter`.
    public init(limiter: String, call: String, reason: Reason) {
        self.limiter = limiter
        self.call = call
        self.reason = reason
    }

    /// `Catalog.sessions(for:) refused: concurrency limit 'Catalog' is full`.
    public var description: String {
        switch reason {
        case .queueFull: "\(call) refused: concurrency limit '\(limiter)' is full"
        case .waitedTooLong(let wait):
            "\(call) refused: waited \(wait) for a place under concurrency limit '\(limiter)'"
        }
    }
}
