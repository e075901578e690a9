import Testing

@testable import Crosscut

@Test func lockedCountsEveryIncrementFromManyTasks() async {
    let count = Locked(0)
    await concurrently(tasks: 100, repetitions: 100) { _, _ in count.withLock { $0 += 1 } }
    #expect(count.withLock { $0 } == 10_000)
}

/// Both of the runtime lock's implementations — `Mutex`, and `NSLock` for systems older than macOS 15
/// and iOS 18 — make every increment from many threads count, and pass a thrown error on. Under the
/// thread sanitizer, which cannot see the `Mutex`'s futex, only `NSLock`.
@Test(arguments: RuntimeLock.prefersMutex ? [true, false] : [false])
func runtimeLockCountsEveryIncrementFromManyThreads(usingMutex: Bool) async throws {
    let lock = RuntimeLock(usingMutex: usingMutex)
    #expect(lock.usesMutex == usingMutex)
    nonisolated(unsafe) var count = 0
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
            group.addTask {
                for _ in 0..<5_000 { lock.withLock { count += 1 } }
            }
        }
    }
    #expect(lock.withLock { count } == 40_000)
    #expect(throws: FlakyError("held")) {
        try lock.withLock { () throws(FlakyError) in throw FlakyError("held") }
    }
    #expect(lock.withLock { count + 1 } == 40_001)
}
