/// One way of making the call a ``Comparison`` measures, for example through a generated
/// decorator, or through the decorator a swift-prometheus user writes.
struct Variant: Sendable {
    /// The name printed in the table and accepted by `profile`.
    var name: String
    /// Calls the measured operation `iterations` times and returns a checksum of the results.
    /// Only this closure is timed.
    var run: @Sendable (_ iterations: Int) async -> UInt64
    /// What the runs left behind since the last ``reset`` (events logged, calls counted, results
    /// computed on a cache miss), read untimed by the check so that the variants of a comparison
    /// must have the same side effects, not only the same results.
    var observe: @Sendable () -> UInt64
    /// Forgets what the runs left behind, untimed, before each round.
    var reset: @Sendable () -> Void
    /// Whether this is the call without any decorator: it computes the same results as the
    /// others, but leaves none of their side effects.
    var isUndecorated = false

    init(
        _ name: String,
        observe: @escaping @Sendable () -> UInt64 = { 0 },
        reset: @escaping @Sendable () -> Void = {},
        run: @escaping @Sendable (_ iterations: Int) async -> UInt64
    ) {
        self.name = name
        self.observe = observe
        self.reset = reset
        self.run = run
    }

    /// The call without any decorator, named ``VariantNames/direct``.
    static func direct(_ run: @escaping @Sendable (_ iterations: Int) async -> UInt64) -> Variant {
        var variant = Variant(VariantNames.direct, run: run)
        variant.isUndecorated = true
        return variant
    }
}

/// Variants of one call measured together: interleaved round by round, printed as one table with
/// each variant's time as a ratio to each of the comparison's references.
struct Comparison: Sendable {
    /// The name that selects the comparison on the command line, for example `metrics`.
    var id: String
    /// The table's title.
    var title: String
    /// What the variants do and how they differ, printed under the title.
    var note: String
    var variants: [Variant]
    /// The variants every other one is divided by, one ratio column each: what a user would
    /// write instead, and the floor.
    var references: [String]
    /// What the comparison must show.
    var targets: [Target]
    /// What must exist before its variants run (a database's rows), done untimed right before the
    /// comparison is measured, checked or profiled.
    var prepare: @Sendable () async -> Void = {}

    /// `title / variant`: how a variant is named outside its table (thresholds, `profile`).
    func label(of variant: Variant) -> String { "\(title) / \(variant.name)" }
}

/// What a comparison must show.
enum Target: Sendable {
    /// `variant`'s time is at most `limit` times `reference`'s, measured in the same rounds.
    case ratio(_ variant: String, atMost: Double, of: String)
    /// `variant` allocates nothing per call.
    case noAllocation(_ variant: String)
    /// A bound in instructions per call, which `Scripts/profile-hot-paths.sh` measures (callgrind);
    /// the program only names it.
    case instructions(_ variant: String, _ description: String)
}
