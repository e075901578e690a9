/// Yields to other tasks until `condition` holds and returns `true`, or returns `false` after a
/// million yields: to wait for calls started in other tasks to reach a point — a place taken, a
/// queue joined — before the test goes on. It counts yields, not time, so a slow machine does not
/// fail it.
///
/// ```swift
/// let first = Task { try await payments.charge(100) }
/// #expect(await eventually { limiter.running == 1 })
/// ```
public func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}
