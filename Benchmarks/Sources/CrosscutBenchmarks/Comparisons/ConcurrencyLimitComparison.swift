import Crosscut

/// An asynchronous call with a free place under a concurrency limit: Crosscut's `ConcurrencyLimiter`
/// against the count behind a `Mutex` a Swift developer writes by hand, and the direct call.
enum ConcurrencyLimitComparison {
    static let crosscut = "Crosscut ConcurrencyLimiter"
    static let byHand = "Mutex semaphore by hand"

    static func make() -> Comparison {
        let base = Arithmetic()
        let limiter = ConcurrencyLimiter(
            name: "Calculator", policy: ConcurrencyLimitPolicy(maxConcurrent: 8, maxQueued: 16))
        return Comparison(
            id: "concurrency-limit",
            title: "Concurrency limit: an async call with a free place",
            note: "`fetch(_:)` is `async throws` and returns at once, under a limit of 8 calls with a queue of 16: a "
                + "place taken and given back. Targets: \(crosscut) within 100 instructions of the \(byHand) "
                + "(`\(Reproduce.instructions)`), no allocation.",
            variants: [
                Variant.direct(Workload.fetching(base)),
                Variant(crosscut, run: Workload.fetching(LimitedCalculator(decoratee: base, limiter: limiter))),
                Variant(byHand, run: Workload.fetching(MutexSemaphoreCalculator(base, limit: 8))),
            ],
            references: [byHand],
            targets: [.instructions(crosscut, "≤ the \(byHand) + 100 instructions"), .noAllocation(crosscut)]
        )
    }
}

/// `fetch(_:)` through a `ConcurrencyLimiter`, as a decorator calls it: with the concerns' clock, of
/// any type.
private struct LimitedCalculator<Decoratee: Calculator>: ForwardingCalculator {
    let decoratee: Decoratee
    let limiter: ConcurrencyLimiter
    private let clock: any Clock<Duration> = ContinuousClock()

    func fetch(_ value: Int) async throws -> Int {
        try await limiter.run(service: "Calculator", member: "fetch(_:)", clock: clock) {
            try await decoratee.fetch(value)
        }
    }
}
