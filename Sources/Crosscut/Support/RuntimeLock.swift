import CrosscutAtomics
import Foundation
import Synchronization

/// The runtime's lock: `Synchronization.Mutex` where the system has it — every Linux, macOS 15,
/// iOS 18 and their contemporaries — where an uncontended lock and unlock are a few atomic
/// instructions inlined into the caller; `NSLock` on the older systems Crosscut supports, where it
/// is a call into Foundation and then into `pthread_mutex_lock`.
///
/// Which of the two is decided once, when the lock is made, so that taking it costs one branch. A
/// runtime built with the thread sanitizer takes `NSLock` everywhere: the sanitizer sees
/// `pthread_mutex_lock`, but not the futex under the standard library's `Mutex`, and would report
/// every access the lock guards as a race.
@usableFromInline
final class RuntimeLock: @unchecked Sendable {
    /// A ``MutexBox`` when ``usesMutex``, otherwise an `NSLock`.
    @usableFromInline let storage: AnyObject
    /// ``storage``, which it keeps alive, unretained: taking the lock then retains nothing.
    @usableFromInline let unretainedStorage: Unmanaged<AnyObject>
    @usableFromInline let usesMutex: Bool

    /// Whether a lock takes `Mutex` where the system has one: unless the runtime is thread-sanitized.
    static let prefersMutex = crosscut_is_thread_sanitized == 0

    /// Makes a lock, a `Mutex` where the system has one unless `usingMutex` is `false` (which tests
    /// pass to run the `NSLock` path on a system that has both) or the runtime is thread-sanitized.
    init(usingMutex: Bool = prefersMutex) {
        if usingMutex, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            storage = MutexBox()
            usesMutex = true
        } else {
            storage = NSLock()
            usesMutex = false
        }
        unretainedStorage = Unmanaged.passUnretained(storage)
    }

    /// Runs `body` holding the lock and returns its result.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var result: Result?
        var failure: Failure?
        unretainedStorage._withUnsafeGuaranteedRef { storage in
            if usesMutex, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                unsafeDowncast(storage, to: MutexBox.self).mutex.withLock { _ in
                    do throws(Failure) { result = try body() } catch { failure = error }
                }
            } else {
                let lock = unsafeDowncast(storage, to: NSLock.self)
                lock.lock()
                defer { lock.unlock() }
                do throws(Failure) { result = try body() } catch { failure = error }
            }
        }
        if let failure { throw failure }
        return result!
    }
}

/// The `Mutex` of a ``RuntimeLock``, in a class of its own: a stored property cannot be newer than
/// the type that stores it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@usableFromInline
final class MutexBox: Sendable {
    @usableFromInline let mutex = Mutex(())

    init() {}
}
