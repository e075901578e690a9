import Crosscut

/// A call that succeeds through a closed circuit, through Crosscut's generated circuit-breaking
/// decorator, against the direct call: what the breaker costs while the dependency is healthy.
enum CircuitBreakerComparison {
    static let crosscut = "Crosscut CircuitBreakingCalculator"

    static func make() -> Comparison {
        let base = Arithmetic()
        let concerns = Fixtures.concerns(enabled: [.circuitBreaker])
        return Comparison(
            id: "circuit-breaker",
            title: "Circuit breaker: success while closed",
            note: "`checked(_:)` throws but never fails, through the breaker of `CircuitBreakerPolicy.default`: a "
                + "permit, then the outcome into its window of the latest 20 calls. Targets: \(crosscut) within 100 "
                + "instructions of the \(VariantNames.direct) (`\(Reproduce.instructions)`), no allocation.",
            variants: [
                Variant.direct(Workload.checking(base)),
                Variant(crosscut, run: Workload.checking(CircuitBreakingCalculator(base, concerns: concerns))),
            ],
            references: [VariantNames.direct],
            targets: [
                .instructions(crosscut, "≤ the \(VariantNames.direct) + 100 instructions"), .noAllocation(crosscut),
            ]
        )
    }
}
