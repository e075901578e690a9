import Crosscut

/// An asynchronous call that returns well before its deadline: Crosscut's generated timing-out
/// decorator against the race a Swift developer writes by hand with a throwing task group, and
/// against the direct call, which no timeout can approach: a deadline needs a second task.
enum TimeoutComparison {
    static let crosscut = "Crosscut TimingOutCalculator"
    static let byHand = "task-group race by hand"

    static func make() -> Comparison {
        let base = Arithmetic()
        return Comparison(
            id: "timeout",
            title: "Timeout: an async call within its deadline",
            note: "`fetch(_:)` is `async throws` and returns at once, under a ten-second deadline on the continuous "
                + "clock: the call and a sleep race as two child tasks, and the sleep is cancelled. Target: "
                + "\(crosscut) ≤ 1.25× \(byHand).",
            variants: [
                Variant.direct(Workload.fetching(base)),
                Variant(
                    crosscut,
                    run: Workload.fetching(TimingOutCalculator(base, concerns: Fixtures.concerns(enabled: [.timeout])))),
                Variant(byHand, run: Workload.fetching(TaskGroupRaceCalculator(base))),
            ],
            references: [byHand],
            targets: [.ratio(crosscut, atMost: 1.25, of: byHand)]
        )
    }
}
