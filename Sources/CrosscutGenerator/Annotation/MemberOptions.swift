/// What a member's `// @crosscut(...)` annotations ask for, once validated: the concerns it skips,
/// what it asks of each concern that has member options (one ``ConcernOptions`` value each,
/// declared beside the concern's description), and the arguments no decorator writes in clear.
struct MemberOptions: Sendable {
    /// The concerns that forward this member untouched: those `skip(concern, ...)` names, and those
    /// whose rules leave it alone (`noretry`; a member that cannot fail fast, be timed out or run
    /// inside a span's closure).
    var skippedConcerns: Set<ConcernDescription> = []
    /// What the member asks of each concern.
    private var byConcern = OptionsByConcern()
    /// The arguments logged redacted, decided once the options are read (``RedactedArguments``).
    var redactedArguments = RedactedArguments()

    /// Whether `concern` forwards the member untouched.
    func skips(_ concern: ConcernDescription) -> Bool {
        !skippedConcerns.isEmpty && skippedConcerns.contains(concern)
    }

    /// Has `concern` forward the member untouched: the one way a rule or an option leaves it alone.
    mutating func skip(_ concern: ConcernDescription) { skippedConcerns.insert(concern) }

    /// What the member asks of the concern whose options are `Options`: what a member without
    /// annotations asks when nothing was read.
    subscript<Options: ConcernOptions>(_ type: Options.Type) -> Options {
        get { byConcern[type] }
        set { byConcern[type] = newValue }
    }
}
