extension Concern {
    /// Gives each attempt of an `async` call a deadline, under ``Concerns/timeout``.
    @inlinable public static var timeout: Concern { Concern(name: "timeout", number: 6) }
}
