extension Concern {
    /// Fails calls fast while their dependency keeps failing: ``Concerns/circuitBreakers``.
    @inlinable public static var circuitBreaker: Concern { Concern(name: "circuitBreaker", number: 5) }
}
