/// What a member's `// @crosscut(...)` annotations ask for, once validated: the concerns it skips,
/// and what it asks of each concern that has member options (one ``ConcernOptions`` value each,
/// declared beside the concern's description).
struct MemberOptions: Sendable {
    /// `skip(concern, ...)`: concerns that forward this member untouched.
    var skippedConcerns: Set<ConcernDescription> = []
    /// What the member asks of each concern, by the type of its options; a concern it asks
    /// nothing of has no entry.
    private var byConcern: [ObjectIdentifier: any ConcernOptions] = [:]

    /// Whether the member is left out of `concern` (`skip(concern)`).
    func skips(_ concern: ConcernDescription) -> Bool {
        !skippedConcerns.isEmpty && skippedConcerns.contains(concern)
    }

    /// What the member asks of the concern whose options are `Options`: what a member without
    /// annotations asks when nothing was read.
    subscript<Options: ConcernOptions>(_ type: Options.Type) -> Options {
        get {
            guard !byConcern.isEmpty, let options = byConcern[ObjectIdentifier(type)] as? Options else {
                return Options()
            }
            return options
        }
        set { byConcern[ObjectIdentifier(type)] = newValue }
    }
}

/// What a member asks of one concern through its member options; `init()` is what a member
/// without annotations asks.
protocol ConcernOptions: Sendable {
    init()
}
