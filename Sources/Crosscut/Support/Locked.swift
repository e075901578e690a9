/// A value guarded by a lock, for state shared across tasks and threads.
///
/// The lock is `Synchronization.Mutex` where the system has it (every Linux, macOS 15, iOS 18 and
/// their contemporaries), `NSLock` on the older systems Crosscut supports.
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
    @usableFromInline let lock = RuntimeLock()
    // Guarded by `lock`, so the run-time exclusivity check of a class property (two runtime calls
    // per access) adds nothing.
    @usableFromInline @exclusivity(unchecked) var state: State

    /// Creates a lock guarding `initialState`.
    public init(_ initialState: State) {
        state = initialState
    }

    /// Runs `body` with exclusive access to the state and returns its result. Inlinable, so that
    /// each caller's `body` is specialized into it and the lock's generic paths never run.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) in try body(&state) }
    }
}
