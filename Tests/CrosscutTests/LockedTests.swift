import Crosscut
import Testing

@Test func lockedCountsEveryIncrementFromManyTasks() async {
    let count = Locked(0)
    await concurrently(tasks: 100, repetitions: 100) { _, _ in count.withLock { $0 += 1 } }
    #expect(count.withLock { $0 } == 10_000)
}
