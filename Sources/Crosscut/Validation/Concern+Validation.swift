extension Concern {
    /// Checks a call's arguments against the constraints of its member and of the arguments' own
    /// types (``SelfValidating``) before it reaches the service, and its result after.
    @inlinable public static var validation: Concern { Concern(name: "validation", number: 8) }
}
