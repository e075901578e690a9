/// The check mode's second half: each variant's allocations per call against its threshold in
/// ``AllocationThresholds``.
struct AllocationCheck {
    /// A count this far above its threshold is a rounding of the counts, not an allocation more.
    static let tolerance = 0.01

    /// One variant's count and what the check makes of it.
    struct Outcome {
        var label: String
        var count: Double?
        var threshold: Double?

        var failure: String? {
            guard let count else { return nil }
            guard let threshold else {
                return "\(label): no threshold in AllocationThresholds.swift "
                    + "(it allocates \(Format.perCall(count)) per call)"
            }
            guard count > threshold + AllocationCheck.tolerance else { return nil }
            return "\(label): \(Format.perCall(count)) allocations per call, above its threshold of "
                + "\(Format.perCall(threshold)) (AllocationThresholds.swift)"
        }

        /// Set when the count went down: the threshold should follow, or a later rise back up to it
        /// would pass unseen.
        var notice: String? {
            guard let count, let threshold, count < threshold - AllocationCheck.tolerance else { return nil }
            return "\(label): \(Format.perCall(count)) allocations per call, below its threshold of "
                + "\(Format.perCall(threshold)): lower it in AllocationThresholds.swift"
        }
    }

    /// Thresholds that name no variant of `comparisons` (all of them): left behind by a rename.
    static func staleThresholds(_ comparisons: [Comparison]) -> [String] {
        let labels = Set(comparisons.flatMap { comparison in comparison.variants.map(comparison.label) })
        let absent = AllComparisons.absentTitles.map { "\($0) / " }
        return AllocationThresholds.perCall.keys.filter { label in
            !labels.contains(label) && !absent.contains { label.hasPrefix($0) }
        }.sorted().map {
            "AllocationThresholds.swift names '\($0)', which no comparison has"
        }
    }

    static func outcomes(in comparison: Comparison) async -> [Outcome] {
        var outcomes: [Outcome] = []
        for variant in comparison.variants {
            let label = comparison.label(of: variant)
            outcomes.append(
                Outcome(
                    label: label, count: await AllocationCount.perCall(variant),
                    threshold: AllocationThresholds.perCall[label]))
        }
        return outcomes
    }
}
