/// The outcomes of the latest calls, failed or not, in a ring of fixed size: recording one
/// allocates nothing.
struct OutcomeWindow: Sendable {
    private var failed: [Bool]
    private var next = 0
    /// How many outcomes it holds, up to its size.
    private(set) var count = 0
    /// How many of them are failures.
    private(set) var failures = 0

    init(size: Int) {
        failed = Array(repeating: false, count: size)
    }

    /// Records an outcome, forgetting the oldest when full.
    mutating func record(failed isFailure: Bool) {
        if count == failed.count {
            if failed[next] { failures -= 1 }
        } else {
            count += 1
        }
        failed[next] = isFailure
        if isFailure { failures += 1 }
        next = next + 1 == failed.count ? 0 : next + 1
    }

    /// Forgets every outcome.
    mutating func clear() {
        for index in failed.indices { failed[index] = false }
        next = 0
        count = 0
        failures = 0
    }
}
