import Crosscut

// The corpus draws from the runtime's SplitMix64 with a fixed seed, so that every run builds the
// same corpus.
extension SplitMix64 {
    /// Whether an event of probability `probability` happens.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
