/// What the rounds measured for one variant.
struct Measurement: Sendable {
    var variant: Variant
    /// Iterations per round, chosen so that a round lasts about the round target.
    var iterations: Int
    /// Nanoseconds per call, one value per round.
    var nanosecondsPerCall: [Double] = []
    /// Processor nanoseconds (all threads) per call, one value per round.
    var processorNanosecondsPerCall: [Double] = []

    var statistics: Statistics { Statistics(nanosecondsPerCall) }

    /// The median over rounds of this variant's time divided by `reference`'s in the same round:
    /// rounds pair the variants in time, so the ratio survives the machine slowing down between
    /// rounds.
    func ratio(to reference: Measurement) -> Double {
        Statistics(zip(nanosecondsPerCall, reference.nanosecondsPerCall).map { $0 / $1 }).median
    }

    /// The same with processor time.
    func processorRatio(to reference: Measurement) -> Double {
        Statistics(zip(processorNanosecondsPerCall, reference.processorNanosecondsPerCall).map { $0 / $1 }).median
    }
}
