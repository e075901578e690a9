import Crosscut
import CrosscutTesting
import Foundation
import Testing

@Suite struct CachingSingleFlightTests {
    let store = InMemoryCacheStore(capacity: 100, defaultTTL: .seconds(60), clock: ManualClock())
    let calls = CallCounter()
    let callers = 50

    /// Starts a task whose miss on the key `"sleep"` of `store.catalog()` waits at `gate` before computing `value`, and
    /// returns it once that computation has begun.
    private func startLeader(returning value: Int, heldAt gate: TestGate) async -> Task<CacheLookup<Int>, Never> {
        let (store, calls) = (store, calls)
        let leader = Task {
            await store.catalog().value(forKey: "sleep", ttl: nil) { () async -> Int in
                calls.next()
                await gate.wait()
                return value
            }
        }
        #expect(await eventually { calls.value == 1 })
        return leader
    }

    @Test func concurrentIdenticalMissesComputeOnce() async {
        let (store, calls, callers) = (store, calls, callers)
        let lookups = await withTaskGroup(of: CacheLookup<Int>.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    await store.catalog().value(forKey: "sleep", ttl: nil) { () async -> Int in
                        calls.next()
                        // Hold the computation until every other caller has joined it (or computed too).
                        _ = await eventually {
                            store.statistics.coalescedMisses == callers - 1 || calls.value > 1
                        }
                        return 42
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(calls.value == 1)
        #expect(lookups.allSatisfy { $0.value == 42 })
        #expect(lookups.filter { $0.result == .miss }.count == 1)
        #expect(lookups.filter { $0.result == .joined }.count == callers - 1)
        #expect(store.statistics == CacheStatistics(misses: callers, coalescedMisses: callers - 1))
        #expect(store.catalog().value(forKey: "sleep", ttl: nil) { -1 } == CacheLookup(value: 42, result: .hit))
    }

    @Test func aFailedComputationReachesEveryWaiterAndIsNotCached() async {
        let (store, calls, callers) = (store, calls, callers)
        let results = await withTaskGroup(of: Result<Int, CachingTestError>.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    do throws(CachingTestError) {
                        return .success(try await sessions(store, calls, coalesced: callers - 1))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(calls.value == 1)
        #expect(results.count == callers)
        #expect(results.allSatisfy { $0 == .failure(.unavailable(1)) })
        #expect(store.count == 0)
        #expect(!store.catalog().contains("sleep"))
        let next = await store.catalog().value(forKey: "sleep", ttl: nil) { () async -> Int in calls.next() }
        #expect(next == CacheLookup(value: 2, result: .miss))
        #expect(store.catalog().contains("sleep"))
    }

    @Test func aCancelledWaiterStopsWaitingWithCancellationErrorWhileTheComputationGoesOn() async throws {
        let (store, calls) = (store, calls)
        let gate = TestGate()
        let leader = await startLeader(returning: 7, heldAt: gate)
        let patient = Task { try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws in -1 } }
        let finished = CallCounter()
        let impatient = Task {
            defer { finished.next() }
            return try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws in -2 }
        }
        #expect(await eventually { store.statistics.coalescedMisses == 2 })

        impatient.cancel()
        #expect(await eventually { finished.value == 1 })
        gate.open()

        await #expect(throws: CancellationError.self) { try await impatient.value }
        #expect(await leader.value == CacheLookup(value: 7, result: .miss))
        #expect(try await patient.value == CacheLookup(value: 7, result: .joined))
        #expect(calls.value == 1)
        #expect(store.catalog().contains("sleep"))
    }

    @Test func aCancelledWaiterWithATypedErrorComputesForItself() async {
        let (store, calls) = (store, calls)
        let gate = TestGate()
        let leader = await startLeader(returning: 7, heldAt: gate)
        let finished = CallCounter()
        let impatient = Task {
            defer { finished.next() }
            return try await store.catalog().value(forKey: "sleep", ttl: nil) {
                () async throws(CachingTestError) -> Int in
                throw .unavailable(calls.next())
            }
        }
        #expect(await eventually { store.statistics.coalescedMisses == 1 })

        impatient.cancel()
        #expect(await eventually { finished.value == 1 })
        #expect(calls.value == 2)  // the leader is still at the gate
        gate.open()

        let outcome = await impatient.result
        #expect(throws: CachingTestError.unavailable(2)) { try outcome.get() }
        #expect(await leader.value == CacheLookup(value: 7, result: .miss))
        #expect(store.catalog().value(forKey: "sleep", ttl: nil) { -1 } == CacheLookup(value: 7, result: .hit))
        let statistics = store.statistics
        #expect(statistics.misses - statistics.coalescedMisses == calls.value)  // it computed: not coalesced
    }

    @Test func aWaiterWhoseErrorTypeCannotHoldTheSharedErrorComputesForItself() async throws {
        let (store, calls) = (store, calls)
        let gate = TestGate()
        let leader = Task {
            try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws(CachingTestError) -> Int in
                calls.next()
                await gate.wait()
                throw .unavailable(1)
            }
        }
        #expect(await eventually { calls.value == 1 })
        let waiter = Task {
            try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws(FlakyError) -> Int in
                calls.next()
                return 5
            }
        }
        #expect(await eventually { store.statistics.coalescedMisses == 1 })
        gate.open()

        await #expect(throws: CachingTestError.unavailable(1)) { try await leader.value }
        #expect(try await waiter.value == CacheLookup(value: 5, result: .miss))
        #expect(calls.value == 2)
        let statistics = store.statistics
        #expect(statistics.misses - statistics.coalescedMisses == calls.value)
    }

    @Test func aTaskCancelledBeforeItJoinsDoesNotWait() async throws {
        let store = store
        let gate = TestGate()
        let leader = await startLeader(returning: 7, heldAt: gate)
        let finished = CallCounter()
        let late = Task {
            defer { finished.next() }
            _ = await eventually { Task.isCancelled }
            return try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws in -1 }
        }
        late.cancel()
        #expect(await eventually { finished.value == 1 })
        gate.open()
        await #expect(throws: CancellationError.self) { try await late.value }
        #expect(await leader.value.value == 7)
        #expect(store.statistics.coalescedMisses == 1)
    }

    @Test func aComputationInFlightWhenItsKeyIsInvalidatedIsNotStored() async {
        let store = store
        let gate = TestGate()
        let stale = await startLeader(returning: 1, heldAt: gate)
        store.catalog().invalidate("sleep")

        let finished = CallCounter()
        let fresh = Task {
            defer { finished.next() }
            return await store.catalog().value(forKey: "sleep", ttl: nil) { () async -> Int in 2 }
        }
        #expect(await eventually { finished.value == 1 })  // it did not join the stale flight
        gate.open()
        #expect(await fresh.value == CacheLookup(value: 2, result: .miss))
        #expect(await stale.value == CacheLookup(value: 1, result: .miss))
        #expect(store.catalog().value(forKey: "sleep", ttl: nil) { -1 } == CacheLookup(value: 2, result: .hit))
    }

    @Test func asyncCallersWaitForASynchronousComputationInFlight() async {
        let (store, calls) = (store, calls)
        let release = DispatchSemaphore(value: 0)
        let syncResult = Locked<CacheLookup<Int>?>(nil)
        Thread {
            let lookup = store.catalog().value(forKey: "sleep", ttl: nil) { () -> Int in
                calls.next()
                release.wait()
                return 5
            }
            syncResult.withLock { $0 = lookup }
        }.start()
        #expect(await eventually { calls.value == 1 })
        let waiter = Task { await store.catalog().value(forKey: "sleep", ttl: nil) { () async -> Int in -1 } }
        #expect(await eventually { store.statistics.coalescedMisses == 1 })
        release.signal()

        #expect(await waiter.value == CacheLookup(value: 5, result: .joined))
        #expect(await eventually { syncResult.withLock { $0 } == CacheLookup(value: 5, result: .miss) })
        #expect(calls.value == 1)
    }

    @Test func aSynchronousCallerComputesForItselfInsteadOfWaiting() async {
        let store = store
        let gate = TestGate()
        let leader = await startLeader(returning: 1, heldAt: gate)
        let alone = store.catalog().value(forKey: "sleep", ttl: nil) { () -> Int in 2 }
        #expect(alone == CacheLookup(value: 2, result: .miss))
        gate.open()
        #expect(await leader.value == CacheLookup(value: 1, result: .miss))
        #expect(store.catalog().value(forKey: "sleep", ttl: nil) { -1 } == CacheLookup(value: 1, result: .hit))
    }

    @Test func typedErrorsKeepTheirTypeThroughTheAsyncPath() async {
        let (store, calls) = (store, calls)
        // Compiles only because the store's lookup throws exactly `CachingTestError`.
        func failing() async throws(CachingTestError) -> Int {
            try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws(CachingTestError) -> Int in
                throw .unavailable(calls.next())
            }.value
        }
        await #expect(throws: CachingTestError.unavailable(1)) { try await failing() }
        await #expect(throws: CachingTestError.unavailable(2)) { try await failing() }
    }

    @Test func manyTasksOnFewKeysComputeEachKeyOnceAndCountEveryLookup() async {
        let (store, calls) = (store, calls)
        let tasks = 100
        let lookupsPerTask = 100
        let keys = 10
        await concurrently(tasks: tasks, repetitions: lookupsPerTask) { task, lookup in
            let index = (task + lookup) % keys
            let value = await store.catalog("m").value(forKey: "\(index)", ttl: nil) { () async -> Int in
                calls.next()
                await Task.yield()
                return index
            }.value
            #expect(value == index)
        }
        let statistics = store.statistics
        #expect(calls.value == keys)
        #expect(statistics.requests == tasks * lookupsPerTask)
        #expect(statistics.misses - statistics.coalescedMisses == keys)
        #expect(store.count == keys)
    }

    @Test func manyTasksUnderEvictionKeepEveryCountConsistent() async {
        let store = InMemoryCacheStore(capacity: 4, clock: ManualClock())
        let calls = calls
        let tasks = 50
        let lookupsPerTask = 200
        await concurrently(tasks: tasks, repetitions: lookupsPerTask) { task, lookup in
            let index = (task * 7 + lookup) % 16
            let value = await store.catalog("m").value(forKey: "\(index)", ttl: nil) { () async -> Int in
                calls.next()
                return index
            }.value
            #expect(value == index)
        }
        let statistics = store.statistics
        #expect(statistics.requests == tasks * lookupsPerTask)
        #expect(statistics.misses - statistics.coalescedMisses == calls.value)
        #expect(statistics.evictions == calls.value - store.count)
        #expect(store.count == 4)
    }
}

/// One lookup of a `Catalog` key whose computation fails with `CachingTestError` once `coalesced`
/// callers have joined it.
private func sessions(
    _ store: InMemoryCacheStore,
    _ calls: CallCounter,
    coalesced: Int
) async throws(CachingTestError) -> Int {
    try await store.catalog().value(forKey: "sleep", ttl: nil) { () async throws(CachingTestError) -> Int in
        let call = calls.next()
        _ = await eventually { store.statistics.coalescedMisses == coalesced || calls.value > 1 }
        throw .unavailable(call)
    }.value
}
