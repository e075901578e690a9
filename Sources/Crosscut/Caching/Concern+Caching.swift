extension Concern {
    /// Serves repeated calls from ``Concerns/cache``.
    @inlinable public static var caching: Concern { Concern(name: "caching", number: 3) }
}
