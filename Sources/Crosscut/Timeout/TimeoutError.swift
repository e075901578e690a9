/// What a call throws when an attempt outlives its limit: the attempt's work was cancelled, and
/// whatever it returned afterwards was dropped. The retrying decorators retry it like any failure,
/// and circuit breakers count it as one.
public struct TimeoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The call that timed out, `Catalog.sessions(for:)`.
    public var call: String
    /// The limit it outlived.
    public var limit: Duration

    /// Creates the error of `call` outliving `limit`.
    public init(call: String, limit: Duration) {
        self.call = call
        self.limit = limit
    }

    /// `Catalog.sessions(for:) timed out after 2.5 seconds`.
    public var description: String { "\(call) timed out after \(limit)" }
}
