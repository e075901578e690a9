import Synchronization

/// A side effect that only grows (calls counted by a metrics library, squares computed), read as
/// the growth since the last ``reset()``: for a ``Variant``'s `observe` and `reset` where the
/// library offers no way to clear what it holds.
final class Tally: Sendable {
    private let read: @Sendable () -> UInt64
    private let baseline = Mutex<UInt64>(0)

    init(_ read: @escaping @Sendable () -> UInt64) {
        self.read = read
    }

    /// Counts from now on.
    func reset() {
        let now = read()
        baseline.withLock { $0 = now }
    }

    /// The growth since the last reset.
    var growth: UInt64 {
        let now = read()
        return now &- baseline.withLock { $0 }
    }
}

extension Variant {
    /// A variant whose side effect is what `tally` counts.
    init(_ name: String, tally: Tally, run: @escaping @Sendable (_ iterations: Int) async -> UInt64) {
        self.init(name, observe: { tally.growth }, reset: { tally.reset() }, run: run)
    }
}
