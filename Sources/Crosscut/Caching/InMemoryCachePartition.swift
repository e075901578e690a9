/// The partition of one member in an ``InMemoryCacheStore``: its typed ``CacheTable`` and the
/// store's ``CacheCore``. ``MemberCache`` keeps the table for its inlined hit path
/// (``CacheTable/freshValue(for:)``) and comes here on a miss.
@usableFromInline
struct InMemoryCachePartition<Key: Hashable & Sendable, Value: Sendable>: CachePartition {
    let core: CacheCore
    @usableFromInline let table: CacheTable<Key, Value>

    init(core: CacheCore, table: CacheTable<Key, Value>) {
        self.core = core
        self.table = table
    }

    // MARK: - Lookups

    /// Returns the fresh value stored for `key`, or computes, stores and returns it; see
    /// ``InMemoryCacheStore`` for how concurrent misses share one computation and what happens
    /// when a caller is cancelled.
    @usableFromInline
    func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        try await entry(forKey: key) { () async throws(Failure) in CacheDraft(value: try await compute(), ttl: ttl) }
    }

    /// ``value(forKey:ttl:isolation:compute:)`` whose computation also says how long its value
    /// stays fresh: a value read from a ``SharedCacheStore`` lives here no longer than it has left
    /// there.
    func entry<Failure: Error>(
        forKey key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> CacheDraft<Value>
    ) async throws(Failure) -> CacheLookup<Value> {
        let now = core.clock.now()
        var stored: Value?
        switch core.withState({ table.start(key, at: now, canWait: true, in: &$0, hit: &stored) }) {
        case .hit:
            return CacheLookup(value: stored!, result: .hit)
        case .lead(let flight):
            return try await lead(flight, key: key, compute: compute)
        case .join(let waiter):
            switch await wait(waiter) {
            case .success(let shared as Value):
                return CacheLookup(value: shared, result: .joined)
            case .failure(let error as Failure):
                throw error
            case .takeOver(let flight) where !Task.isCancelled:
                core.withState { $0.computesAfterAll() }
                return try await lead(flight, key: key, compute: compute)
            case .takeOver(let flight):
                handOver(flight, key: key)  // cancelled as well: pass the computation on, and stop
                return try await stopWaiting(compute: compute)
            case .abandoned:
                return try await stopWaiting(compute: compute)
            case .success, .failure:
                core.withState { $0.computesAfterAll() }
                return CacheLookup(value: try await compute().value, result: .miss)
            }
        case .computeAlone:
            return CacheLookup(value: try await compute().value, result: .miss)
        }
    }

    /// Computes the value of `flight`, ends the flight and returns the value.
    private func lead<Failure: Error>(
        _ flight: CacheState.FlightID,
        key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> CacheDraft<Value>
    ) async throws(Failure) -> CacheLookup<Value> {
        let draft: CacheDraft<Value>
        do throws(Failure) {
            draft = try await compute()
        } catch {
            fail(flight, key: key, with: error)
            throw error
        }
        finish(flight, key: key, outcome: .success(draft.value), storing: draft.value, ttl: draft.ttl)
        return CacheLookup(value: draft.value, result: .miss)
    }

    /// What a cancelled waiter does: throw `CancellationError` if `Failure` can hold it, otherwise
    /// compute for itself.
    private func stopWaiting<Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> CacheDraft<Value>
    ) async throws(Failure) -> CacheLookup<Value> {
        if let cancellation = CancellationError() as? Failure { throw cancellation }
        core.withState { $0.computesAfterAll() }
        return CacheLookup(value: try await compute().value, result: .miss)
    }

    /// Returns the fresh value stored for `key`, or computes, stores and returns it. A synchronous
    /// caller never waits: when another computation of `key` is in flight, it computes the value
    /// itself and leaves storing it to that computation.
    @usableFromInline
    func value<Failure: Error>(
        forKey key: Key,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> CacheLookup<Value> {
        let now = core.clock.now()
        var stored: Value?
        switch core.withState({ table.start(key, at: now, canWait: false, in: &$0, hit: &stored) }) {
        case .hit:
            return CacheLookup(value: stored!, result: .hit)
        case .lead(let flight):
            let value: Value
            do throws(Failure) {
                value = try compute()
            } catch {
                fail(flight, key: key, with: error)
                throw error
            }
            finish(flight, key: key, outcome: .success(value), storing: value, ttl: ttl)
            return CacheLookup(value: value, result: .miss)
        case .join, .computeAlone:
            return CacheLookup(value: try compute(), result: .miss)
        }
    }

    private func finish(
        _ flight: CacheState.FlightID,
        key: Key,
        outcome: CacheState.Outcome,
        storing value: Value?,
        ttl: Duration?
    ) {
        let now = core.clock.now()
        let lifetime = CacheClock.nanoseconds(ttl ?? core.defaultTTL)
        let stored = lifetime > 0 ? value : nil
        let (deadline, overflow) = now.addingReportingOverflow(lifetime)
        let waiters = core.withState { state in
            table.finish(
                flight, key: key, outcome: outcome, storing: stored, until: overflow ? .max : deadline, at: now,
                in: &state)
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }

    /// Ends `flight`, whose computation threw `error`. Its waiters get the error, unless the
    /// computing task was cancelled: then the error may say no more than that, and none of the
    /// waiters was cancelled, so one of them takes the computation over.
    private func fail(_ flight: CacheState.FlightID, key: Key, with error: any Error) {
        if Task.isCancelled {
            handOver(flight, key: key)
        } else {
            finish(flight, key: key, outcome: .failure(error), storing: nil, ttl: nil)
        }
    }

    /// Hands `flight` to its earliest waiter still waiting; see ``CacheState/handOver(_:)``.
    private func handOver(_ flight: CacheState.FlightID, key: Key) {
        let next = core.withState { table.handOver(flight, key: key, in: &$0) }
        next?.resume(returning: .takeOver(flight: flight))
    }

    private func wait(
        _ waiter: CacheState.WaiterID,
        isolation: isolated (any Actor)? = #isolation
    ) async -> CacheState.Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let outcome = core.withState({ $0.suspend(waiter, on: continuation) }) {
                    continuation.resume(returning: outcome)
                }
            }
        } onCancel: {
            core.withState { $0.cancel(waiter) }?.resume(returning: .abandoned)
        }
    }

    // MARK: - Invalidation and inspection

    @usableFromInline
    func invalidate(_ key: Key) {
        core.withState { state in
            if table.invalidate(key, in: &state) { state.statistics.invalidations += 1 }
        }
    }

    @usableFromInline
    func contains(_ key: Key) -> Bool {
        let now = core.clock.now()
        return core.withState { _ in table.contains(key, at: now) }
    }
}
