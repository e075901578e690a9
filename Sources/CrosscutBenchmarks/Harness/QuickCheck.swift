/// The CI mode: runs each variant a few iterations and checks that the variants of a comparison
/// compute the same results and leave the same side effects. It prints no timings.
struct QuickCheck: Sendable {
    var iterations = 64

    /// The failures, one line each; empty when every comparison agrees.
    func check(_ comparison: Comparison) async -> [String] {
        var failures: [String] = []
        var first: (name: String, result: UInt64, effects: UInt64)?
        let expected = comparison.expected?(iterations)
        for variant in comparison.variants {
            variant.reset()
            let result = await variant.run(iterations)
            let effects = variant.observe()
            if let expected, result != expected {
                failures.append("\(comparison.title): \(variant.name) computed \(result), expected \(expected)")
            }
            guard comparison.variantsAgree else { continue }
            if let first {
                if first.result != result {
                    failures.append(
                        "\(comparison.title): \(variant.name) computed \(result), \(first.name) \(first.result)")
                }
                if first.effects != effects {
                    failures.append(
                        "\(comparison.title): \(variant.name) left \(effects), \(first.name) \(first.effects)")
                }
            } else {
                first = (variant.name, result, effects)
            }
        }
        return failures
    }
}
