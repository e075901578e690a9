/// What the rounds measured for one variant.
struct Measurement: Sendable {
    var variant: Variant
    /// Iterations per round, chosen so that a round lasts about the round target.
    var iterations: Int
    /// Nanoseconds per operation, one value per round.
    var nanosecondsPerOperation: [Double]
    /// Processor nanoseconds (all threads) per operation, one value per round.
    var processorNanosecondsPerOperation: [Double]
    /// The variant's time divided by its reference's in the same round, one value per round.
    var ratios: [Double]
    /// The same with processor time.
    var processorRatios: [Double] = []

    var statistics: Statistics { Statistics(nanosecondsPerOperation) }
    /// The median of the per-round ratios: rounds pair the variants in time, so this is robust to
    /// the machine slowing down between rounds.
    var ratio: Double? { ratios.isEmpty ? nil : Statistics(ratios).median }
    /// The median of the per-round processor-time ratios.
    var processorRatio: Double? { processorRatios.isEmpty ? nil : Statistics(processorRatios).median }
}
