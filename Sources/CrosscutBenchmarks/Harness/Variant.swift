/// One way of doing the work a ``Comparison`` measures, for example a call through a generated
/// decorator.
struct Variant: Sendable {
    /// The name printed in the table and accepted by `profile`.
    var name: String
    /// The variant's ratio is printed against this variant of the same comparison (by name).
    var comparedTo: String?
    /// Calls the measured operation `iterations` times and returns a checksum of the results.
    /// Only this closure is timed.
    var run: @Sendable (_ iterations: Int) async -> UInt64
    /// What the runs left behind (events logged, series recorded, cache hits), read untimed in
    /// the quick check so that variants must have the same side effects, not only the same results.
    var observe: @Sendable () -> UInt64 = { 0 }
    /// Forgets what the runs left behind (for example logged events), untimed, before each round.
    var reset: @Sendable () -> Void = {}
    /// How many measured operations one iteration performs (for example 2 with two tasks).
    var operationsPerIteration = 1

    init(
        _ name: String,
        comparedTo: String? = nil,
        operationsPerIteration: Int = 1,
        observe: @escaping @Sendable () -> UInt64 = { 0 },
        reset: @escaping @Sendable () -> Void = {},
        run: @escaping @Sendable (_ iterations: Int) async -> UInt64
    ) {
        self.name = name
        self.comparedTo = comparedTo
        self.operationsPerIteration = operationsPerIteration
        self.observe = observe
        self.reset = reset
        self.run = run
    }
}

/// Variants measured together: interleaved round by round, printed as one table.
struct Comparison: Sendable {
    /// The table's title.
    var title: String
    /// What the comparison is about and what its target is, printed under the title.
    var note: String?
    var variants: [Variant]
    /// Whether every variant must compute the same checksum and observe the same side effects;
    /// checked by the quick mode.
    var variantsAgree = true
    /// The checksum every variant must compute for a given number of iterations, when known.
    var expected: (@Sendable (_ iterations: Int) -> UInt64)?

    init(
        _ title: String,
        note: String? = nil,
        variantsAgree: Bool = true,
        expected: (@Sendable (_ iterations: Int) -> UInt64)? = nil,
        variants: [Variant]
    ) {
        self.title = title
        self.note = note
        self.variantsAgree = variantsAgree
        self.expected = expected
        self.variants = variants
    }
}
