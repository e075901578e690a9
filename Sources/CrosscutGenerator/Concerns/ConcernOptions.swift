/// What an annotation asks of one concern through its options; `init()` is what an annotation
/// that says nothing of them asks.
protocol ConcernOptions: Sendable {
    init()
}

/// One options value per concern, by the type of its options: a member's (``MemberOptions``) or a
/// protocol's (`logging(arguments: private)`, ``ProtocolContext/options``).
struct OptionsByConcern: Sendable {
    /// The options read, by their type; a concern asked nothing of has no entry.
    private var values: [ObjectIdentifier: any ConcernOptions] = [:]

    /// The options of type `Options`: `Options()` when nothing was read.
    subscript<Options: ConcernOptions>(_ type: Options.Type) -> Options {
        get {
            guard !values.isEmpty, let options = values[ObjectIdentifier(type)] as? Options else {
                return Options()
            }
            return options
        }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}
