import Foundation

/// A value guarded by a lock, for state shared across tasks and threads.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18; this wrapper over `NSLock` works on every
/// platform Crosscut supports.
///
/// Guard a value, not `()`: to run work one call at a time, guard what the work uses (as
/// ``LogOutput/lines(_:)`` guards its closure). The thread sanitizer reports the exclusive access
/// to zero-sized state as a race with any read of the lock object, though nothing races.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
public final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`, so the run-time exclusivity check of a class property (two runtime calls
    // per access) adds nothing.
    @exclusivity(unchecked) private var state: State

    /// Creates a lock guarding `initialState`.
    public init(_ initialState: State) {
        state = initialState
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
