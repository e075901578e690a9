import Crosscut

/// A call that succeeds the first time, through Crosscut's generated retrying decorator, against
/// the direct call: what retrying costs when nothing fails. Nobody writes a retry loop that could
/// beat the direct call, so it is the only reference.
enum RetryComparison {
    static let crosscut = "Crosscut RetryingCalculator"

    static func make() -> Comparison {
        let base = Arithmetic()
        let concerns = Fixtures.concerns(enabled: .retry)
        return Comparison(
            id: "retry",
            title: "Retry: success on the first attempt",
            note: "`checked(_:)` throws but never fails, under `RetryStrategy.default`. Targets: \(crosscut) "
                + "within 100 instructions of the \(VariantNames.direct) (`\(Reproduce.instructions)`), "
                + "no allocation.",
            variants: [
                Variant.direct(Workload.checking(base)),
                Variant(crosscut, run: Workload.checking(RetryingCalculator(base, concerns: concerns))),
                Variant(VariantNames.decorated, run: Workload.checking(base.decorated(with: concerns))),
            ],
            references: [VariantNames.direct],
            targets: [
                .instructions(crosscut, "≤ the \(VariantNames.direct) + 100 instructions"),
                .noAllocation(crosscut),
            ]
        )
    }

    /// The same for an `async throws` member.
    static func makeAsync() -> Comparison {
        let base = Arithmetic()
        let concerns = Fixtures.concerns(enabled: .retry)
        return Comparison(
            id: "retry-async",
            title: "Retry: async success on the first attempt",
            note: "`fetch(_:)` is `async throws` and never fails, under `RetryStrategy.default`.",
            variants: [
                Variant.direct(Workload.fetching(base)),
                Variant(crosscut, run: Workload.fetching(RetryingCalculator(base, concerns: concerns))),
                Variant(VariantNames.decorated, run: Workload.fetching(base.decorated(with: concerns))),
            ],
            references: [VariantNames.direct],
            targets: []
        )
    }
}
