/// The check mode's first half: runs each variant a few calls and checks that the variants of a
/// comparison compute the same results and leave the same side effects. It times nothing.
struct ResultCheck: Sendable {
    var iterations = 64

    /// The failures, one line each; empty when every variant computes what the first computes and
    /// every decorated one leaves what the first decorated one leaves.
    func failures(in comparison: Comparison) async -> [String] {
        var failures: [String] = []
        var firstResult: (name: String, value: UInt64)?
        var firstEffects: (name: String, value: UInt64)?
        for variant in comparison.variants {
            variant.reset()
            let result = await variant.run(iterations)
            let effects = variant.observe()
            let label = comparison.label(of: variant)
            if let first = firstResult, result != first.value {
                failures.append("\(label) computed \(result) in \(iterations) calls, \(first.name) \(first.value)")
            }
            firstResult = firstResult ?? (variant.name, result)
            guard !variant.isUndecorated else { continue }
            if let first = firstEffects, effects != first.value {
                failures.append(
                    "\(label) left \(effects) side effects in \(iterations) calls, \(first.name) \(first.value)")
            }
            firstEffects = firstEffects ?? (variant.name, effects)
        }
        return failures
    }
}
