extension Concern {
    /// Lets at most a set number of calls run at once, queueing or refusing the others, under
    /// ``Concerns/concurrencyLimiters``.
    @inlinable public static var concurrencyLimit: Concern { Concern(name: "concurrencyLimit", number: 9) }
}
