extension Generator {
    /// The member options each concern reads, by the concern's name: `["cached", "invalidates"]`
    /// for `caching`, none for `tracing`. `skip(...)` is every concern's, so no one's.
    public static let memberOptions = Dictionary(
        uniqueKeysWithValues: ConcernDescription.all.map { ($0.name, $0.rules.memberOptions.map(\.name)) })
}
