/// What a call through an open circuit throws, at once, without reaching the dependency. The
/// retrying decorators never retry it: the breaker says the dependency needs a break.
public struct CircuitOpenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The circuit breaker's name, the protocol's or the one its annotation gives.
    public var breaker: String
    /// The call that failed fast, `Catalog.sessions(for:)`.
    public var call: String

    /// Creates the error of `call` refused by the breaker named `breaker`.
    public init(breaker: String, call: String) {
        self.breaker = breaker
        self.call = call
    }

    /// `Catalog.sessions(for:) failed fast: circuit 'Catalog' is open`.
    public var description: String { "\(call) failed fast: circuit '\(breaker)' is open" }
}
