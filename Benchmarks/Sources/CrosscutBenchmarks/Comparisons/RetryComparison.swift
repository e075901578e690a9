import Crosscut

/// A call that succeeds the first time, through Crosscut's generated retrying decorator, against
/// the direct call: what retrying costs when nothing fails. Nobody writes a retry loop that could
/// beat the direct call, so it is the only reference.
enum RetryComparison {
    static let crosscut = "Crosscut RetryingCalculator"

    static func make() -> Comparison {
        Comparison(
            id: "retry",
            title: "Retry: success on the first attempt",
            note: "`checked(_:)` throws but never fails, under `RetryStrategy.default`. Targets: \(crosscut) "
                + "within 100 instructions of the \(VariantNames.direct) (`\(Reproduce.instructions)`), "
                + "no allocation.",
            variants: variants(.checked),
            references: [VariantNames.direct],
            targets: [
                .instructions(crosscut, "≤ the \(VariantNames.direct) + 100 instructions"),
                .noAllocation(crosscut),
            ]
        )
    }

    /// The same for an `async throws` member.
    static func makeAsync() -> Comparison {
        Comparison(
            id: "retry-async",
            title: "Retry: async success on the first attempt",
            note: "`fetch(_:)` is `async throws` and never fails, under `RetryStrategy.default`. Targets: "
                + "\(crosscut) within 60 instructions of the \(VariantNames.direct) (`\(Reproduce.instructions)`, "
                + "issue 29), no allocation.",
            variants: variants(.fetch),
            references: [VariantNames.direct],
            targets: [
                .instructions(crosscut, "≤ the \(VariantNames.direct) + 60 instructions"),
                .noAllocation(crosscut),
            ]
        )
    }

    /// The member called: synchronous or asynchronous.
    private enum Member {
        case checked, fetch

        func run<Service: Calculator>(_ service: Service) -> @Sendable (Int) async -> UInt64 {
            switch self {
            case .checked: Workload.checking(service)
            case .fetch: Workload.fetching(service)
            }
        }
    }

    private static func variants(_ member: Member) -> [Variant] {
        let base = Arithmetic()
        let concerns = Fixtures.concerns(enabled: [.retry])
        return [
            Variant.direct(member.run(base)),
            Variant(crosscut, run: member.run(RetryingCalculator(base, concerns: concerns))),
            Variant(VariantNames.decorated, run: member.run(base.decorated(with: concerns))),
        ]
    }
}
