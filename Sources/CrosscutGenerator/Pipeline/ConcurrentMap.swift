import Dispatch

extension Array where Element: Sendable {
    /// `transform` applied to every element, spread over the processor's cores, the results in
    /// the elements' order: the same result as `map`, in about the time of `map` divided by the
    /// cores when the elements take similar time.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: count) { position in
            results.store(transform(self[position]), at: position)
        }
        return results.values
    }
}

/// One slot per position, written from several threads at once: each slot by exactly one
/// iteration of `concurrentPerform`, and read only after it returned, which is what makes the
/// unchecked `Sendable` sound.
private struct ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    func store(_ value: Value, at position: Int) {
        slots[position] = value
    }

    /// Every stored value, in position order.
    var values: [Value] { slots.map { $0! } }

    func deallocate() {
        _ = slots.deinitialize()
        slots.deallocate()
    }
}
