import Crosscut
import Testing

@Test func lockedCountsEveryIncrementFromManyTasks() async {
    let count = Locked(0)
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<100 {
            group.addTask { for _ in 0..<100 { count.withLock { $0 += 1 } } }
        }
    }
    #expect(count.withLock { $0 } == 10_000)
}
