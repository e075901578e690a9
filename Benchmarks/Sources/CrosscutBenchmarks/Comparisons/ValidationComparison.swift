import Crosscut

/// A valid call through Crosscut's generated validating decorator, against the same checks written
/// by hand at the top of the method and against the direct call, which checks nothing.
enum ValidationComparison {
    static let crosscut = "Crosscut ValidatingEnrollment"
    static let byHand = "checks by hand"

    static func make() -> Comparison {
        let concerns = Fixtures.concerns(enabled: [.validation])
        return Comparison(
            id: "validation",
            title: "Validation: a valid call with two range constraints",
            note: "`enroll(age:minutes:)` throws but is always called with valid arguments, under "
                + "`validate(age: 13...120, minutes: 1...90)`. By hand: the same two checks at the top of the method, "
                + "gathering every violation. Targets: \(crosscut) within 20 instructions of the \(byHand) "
                + "(`\(Reproduce.instructions)`), no allocation.",
            variants: [
                Variant.direct(Workload.enrolling(Enrollments())),
                Variant(crosscut, run: Workload.enrolling(ValidatingEnrollment(Enrollments(), concerns: concerns))),
                Variant(byHand, run: Workload.enrolling(CheckingEnrollments())),
            ],
            references: [byHand],
            targets: [.instructions(crosscut, "≤ the \(byHand) + 20 instructions"), .noAllocation(crosscut)]
        )
    }
}
