import Crosscut

/// Holds the calls of a fake dependency mid-call until the test opens it, then lets every one
/// through: to start several calls before any returns (a stampede that caching makes one call), or
/// to change something while a call runs (an invalidation, a server stopped, a deadline passed).
///
/// ```swift
/// let gate = TestGate()
/// let first = Task { await cache.value(for: "sleep") { await gate.wait(); return ["scan"] } }
/// // ... start more calls, or invalidate, while `first` waits
/// gate.open()
/// ```
public final class TestGate: Sendable {
    private let state = Locked((isOpen: false, waiting: [CheckedContinuation<Void, Never>]()))

    /// Creates a closed gate, or one already open when `isOpen`.
    public init(isOpen: Bool = false) {
        if isOpen { open() }
    }

    /// Returns once the gate is open.
    public func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Opens the gate for the calls waiting and every later one.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
