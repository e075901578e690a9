extension Concern {
    /// Checks, before a call, that its caller holds the member's permission, under
    /// ``Concerns/accessPolicy``.
    @inlinable public static var authorization: Concern { Concern(name: "authorization", number: 7) }
}
