/// Order statistics of a round's measurements.
struct Statistics: Sendable {
    let sorted: [Double]

    init(_ values: [Double]) { sorted = values.sorted() }

    /// The middle value (the mean of the two middle values for an even count).
    var median: Double { quantile(0.5) }
    var minimum: Double { sorted.first ?? .nan }
    /// The spread of the middle half, relative to the median: how noisy the rounds were.
    var relativeInterquartileRange: Double { (quantile(0.75) - quantile(0.25)) / median }

    /// The `q`-quantile by linear interpolation between order statistics.
    func quantile(_ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
