import Crosscut

/// Decorators whose concerns are off: the generated stack must cost what forwarding by hand costs.
enum PassThroughComparison {
    static let byHand = "pass-through by hand ×7"
    static let crosscut = "Crosscut decorated(with:), all off"

    static func make() -> Comparison {
        let base = Arithmetic()
        return Comparison(
            id: "pass-through",
            title: "Pass-through: every concern off",
            note: "`combine(_:with:)` through the seven generated decorators with `Concerns.enabled == []`: six "
                + "check their switch and forward; the timeout's forwards at once (`combine` cannot fail, so it is not "
                + "timed out). By hand: seven decorators that only forward, with no switch to check. Targets: \(crosscut) within 2 instructions a switch of the \(VariantNames.direct) "
                + "(`\(Reproduce.instructions)`), no allocation.",
            variants: [
                Variant.direct(Workload.combining(base)),
                Variant(
                    byHand,
                    run: Workload.combining(
                        PassThroughCalculator(
                            PassThroughCalculator(
                                PassThroughCalculator(
                                    PassThroughCalculator(
                                        PassThroughCalculator(PassThroughCalculator(PassThroughCalculator(base))))))
                        )
                    )
                ),
                Variant(crosscut, run: Workload.combining(base.decorated(with: Fixtures.concerns(enabled: [])))),
            ],
            references: [byHand, VariantNames.direct],
            targets: [
                .instructions(crosscut, "≤ the \(VariantNames.direct) + 12 instructions (2 a switch)"),
                .noAllocation(crosscut),
            ]
        )
    }
}
