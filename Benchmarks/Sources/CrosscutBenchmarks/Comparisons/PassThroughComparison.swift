import Crosscut

/// Decorators whose concerns are off: the generated stack must cost what forwarding by hand costs.
enum PassThroughComparison {
    static let byHand = "pass-through by hand ×4"
    static let crosscut = "Crosscut decorated(with:), all off"

    static func make() -> Comparison {
        let base = Arithmetic()
        return Comparison(
            id: "pass-through",
            title: "Pass-through: every concern off",
            note: "`combine(_:with:)` through the four generated decorators with `Concerns.enabled == []`: each "
                + "checks its switch and forwards. By hand: four decorators that only forward. Targets: "
                + "\(crosscut) ≤ 1.05× \(byHand), no allocation.",
            variants: [
                Variant.direct(Workload.combining(base)),
                Variant(
                    byHand,
                    run: Workload.combining(
                        PassThroughCalculator(PassThroughCalculator(PassThroughCalculator(PassThroughCalculator(base))))
                    )
                ),
                Variant(crosscut, run: Workload.combining(base.decorated(with: Fixtures.concerns(enabled: [])))),
            ],
            references: [byHand, VariantNames.direct],
            targets: [.ratio(crosscut, atMost: 1.05, of: byHand), .noAllocation(crosscut)]
        )
    }
}
