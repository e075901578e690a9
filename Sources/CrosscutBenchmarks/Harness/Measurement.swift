/// What the rounds measured for one variant.
struct Measurement: Sendable {
    var variant: Variant
    /// Iterations per round, chosen so that a round lasts about the round target.
    var iterations: Int
    /// Nanoseconds per operation, one value per round.
    var nanosecondsPerOperation: [Double]
    /// The variant's time divided by its reference's in the same round, one value per round.
    var ratios: [Double]

    var statistics: Statistics { Statistics(nanosecondsPerOperation) }
    /// The median of the per-round ratios: rounds pair the variants in time, so this is robust to
    /// the machine slowing down between rounds.
    var ratio: Double? { ratios.isEmpty ? nil : Statistics(ratios).median }
}
