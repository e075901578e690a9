/// A ``CacheStore`` in memory: least-recently-used eviction within a fixed number of entries, a time
/// to live per entry, single-flight computation of concurrent misses, explicit invalidation and
/// statistics.
///
/// - Every lookup, insertion and eviction is O(1); invalidating a service or a member scans the
///   entries, O(n).
/// - Expiry reads the injected clock, so tests can use a manual clock and be exact.
/// - Concurrent asynchronous misses on one key share one computation, run in the first caller's
///   task. If it throws, every caller waiting for it gets the error and nothing is stored: errors
///   are never cached. A waiter whose task is cancelled stops waiting (see
///   ``value(forKey:ttl:isolation:compute:)``); the computation goes on for the others. If the
///   computing task is cancelled instead, a waiter takes the computation over, so that callers that
///   were not cancelled still get a value.
/// - An invalidation also covers computations in flight: their results reach their callers but are
///   not stored, so a value computed before an invalidation is never served after it.
///
/// ```swift
/// let store = InMemoryCacheStore(capacity: 500, defaultTTL: .seconds(60))
/// let key = CacheKey(service: "Catalog", member: "sessions(for:)", reason)
/// let sessions = try await store.value(forKey: key, ttl: nil, isolation: #isolation) {
///     try await remote.sessions(for: reason)
/// }.value
/// print(store.statistics.hitRatio)
/// ```
public final class InMemoryCacheStore: CacheStore {
    /// The most entries held at once.
    public let capacity: Int
    /// How long an entry stays fresh when a lookup gives no time to live.
    public let defaultTTL: Duration
    private let stopwatch: Stopwatch
    private let state: Locked<CacheState>

    /// Creates an empty store.
    ///
    /// - Parameters:
    ///   - capacity: The most entries held at once; storing one more evicts the least recently
    ///     used. Zero stores nothing (concurrent misses still share one computation).
    ///   - defaultTTL: How long an entry stays fresh when a lookup passes no time to live.
    ///   - clock: Where expiry reads the time; inject a manual clock in tests.
    public init<C: Clock>(
        capacity: Int = 1_000,
        defaultTTL: Duration = .seconds(300),
        clock: C = ContinuousClock()
    ) where C.Duration == Duration {
        precondition(capacity >= 0, "InMemoryCacheStore capacity must not be negative")
        self.capacity = capacity
        self.defaultTTL = defaultTTL
        stopwatch = Stopwatch(clock: clock)
        state = Locked(CacheState(capacity: capacity))
    }

    // MARK: - Lookups

    /// Returns the fresh value stored for `key`, or computes, stores and returns it.
    ///
    /// Concurrent callers missing on `key` share one call of `compute`, made by the first of them in
    /// its own task; the others suspend until it ends and get its value (``CacheResult/joined``) or
    /// its error. Nothing is stored when `compute` throws, when the time to live is not positive, or
    /// when the key was invalidated while `compute` ran.
    ///
    /// When the computing task is cancelled and `compute` throws (for example `CancellationError`,
    /// or the last error of a retry cancelled during its backoff), the waiters do not get that
    /// error, for none of them was cancelled: the earliest one still waiting calls its own `compute`
    /// in its place (its result is a ``CacheResult/miss``) and the others wait for that computation.
    ///
    /// A waiter whose task is cancelled stops waiting at once. It throws `CancellationError` when
    /// `Failure` can hold one (for example `any Error`); otherwise it calls `compute` itself in its
    /// cancelled task, which the computation is expected to notice, and returns or throws that.
    /// The same fallback applies in the unlikely case that the shared result does not have this
    /// caller's `Value` or `Failure` type.
    ///
    /// - Parameters:
    ///   - key: Which result.
    ///   - ttl: How long a computed value stays fresh; the store's ``defaultTTL`` when `nil`.
    ///   - isolation: The caller's actor, where `compute` runs; pass `#isolation`.
    ///   - compute: Makes the value on a miss.
    public func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        let now = stopwatch.now()
        var stored: Value?
        switch state.withLock({ $0.start(key, at: now, canWait: true, hit: &stored) }) {
        case .hit:
            return CacheLookup(value: stored!, result: .hit)
        case .lead(let flight):
            return try await lead(flight, key: key, ttl: ttl, compute: compute)
        case .join(let waiter):
            switch await wait(waiter) {
            case .success(let shared as Value):
                return CacheLookup(value: shared, result: .joined)
            case .failure(let error as Failure):
                throw error
            case .takeOver(let flight) where !Task.isCancelled:
                return try await lead(flight, key: key, ttl: ttl, compute: compute)
            case .takeOver(let flight):
                handOver(flight, key: key)  // cancelled as well: pass the computation on, and stop
                return try await stopWaiting(compute: compute)
            case .abandoned:
                return try await stopWaiting(compute: compute)
            case .success, .failure:
                return CacheLookup(value: try await compute(), result: .miss)
            }
        case .computeAlone:
            return CacheLookup(value: try await compute(), result: .miss)
        }
    }

    /// Computes the value of `flight`, ends the flight and returns the value.
    private func lead<Value: Sendable, Failure: Error>(
        _ flight: CacheState.FlightID,
        key: CacheKey,
        ttl: Duration?,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        let value: Value
        do throws(Failure) {
            value = try await compute()
        } catch {
            fail(flight, key: key, with: error, ttl: ttl)
            throw error
        }
        finish(flight, key: key, outcome: .success(value), storing: value, ttl: ttl)
        return CacheLookup(value: value, result: .miss)
    }

    /// What a cancelled waiter does: throw `CancellationError` if `Failure` can hold it, otherwise
    /// compute for itself.
    private func stopWaiting<Value: Sendable, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> CacheLookup<Value> {
        if let cancellation = CancellationError() as? Failure { throw cancellation }
        return CacheLookup(value: try await compute(), result: .miss)
    }

    /// Returns the fresh value stored for `key`, or computes, stores and returns it.
    ///
    /// A synchronous caller never waits: when another computation of `key` is in flight, it computes
    /// the value itself and leaves storing it to that computation. Asynchronous callers that miss
    /// while a synchronous computation runs wait for it.
    ///
    /// - Parameters:
    ///   - key: Which result.
    ///   - ttl: How long a computed value stays fresh; the store's ``defaultTTL`` when `nil`.
    ///   - compute: Makes the value on a miss.
    public func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> CacheLookup<Value> {
        let now = stopwatch.now()
        var stored: Value?
        switch state.withLock({ $0.start(key, at: now, canWait: false, hit: &stored) }) {
        case .hit:
            return CacheLookup(value: stored!, result: .hit)
        case .lead(let flight):
            let value: Value
            do throws(Failure) {
                value = try compute()
            } catch {
                fail(flight, key: key, with: error, ttl: ttl)
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
        key: CacheKey,
        outcome: CacheState.Outcome,
        storing value: (any Sendable)?,
        ttl: Duration?
    ) {
        let now = stopwatch.now()
        let lifetime = ttl ?? defaultTTL
        let entry = value.flatMap { lifetime > .zero ? CacheState.Entry(value: $0, deadline: now + lifetime) : nil }
        let waiters = state.withLock { $0.finish(flight, key: key, outcome: outcome, entry: entry, at: now) }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }

    /// Ends `flight`, whose computation threw `error`. Its waiters get the error, unless the
    /// computing task was cancelled: then the error may say no more than that, and none of the
    /// waiters was cancelled, so one of them takes the computation over.
    private func fail(_ flight: CacheState.FlightID, key: CacheKey, with error: any Error, ttl: Duration?) {
        if Task.isCancelled {
            handOver(flight, key: key)
        } else {
            finish(flight, key: key, outcome: .failure(error), storing: nil, ttl: ttl)
        }
    }

    /// Hands `flight` to its earliest waiter still waiting; see ``CacheState/handOver(_:key:)``.
    private func handOver(_ flight: CacheState.FlightID, key: CacheKey) {
        let next = state.withLock { $0.handOver(flight, key: key) }
        next?.resume(returning: .takeOver(flight: flight))
    }

    private func wait(
        _ waiter: CacheState.WaiterID,
        isolation: isolated (any Actor)? = #isolation
    ) async -> CacheState.Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let outcome = state.withLock({ $0.suspend(waiter, on: continuation) }) {
                    continuation.resume(returning: outcome)
                }
            }
        } onCancel: {
            state.withLock { $0.cancel(waiter) }?.resume(returning: .abandoned)
        }
    }

    // MARK: - Invalidation

    /// Removes the entry for `key`; a computation of it in flight will not be stored.
    public func invalidate(_ key: CacheKey) {
        state.withLock { $0.invalidate(key) }
    }

    /// Removes every entry of `service`, or only those of `member` when it is given; computations of
    /// them in flight will not be stored.
    public func invalidate(service: String, member: String? = nil) {
        state.withLock { state in
            state.invalidate { key in key.service == service && (member == nil || key.member == member) }
        }
    }

    /// Removes every entry; computations in flight will not be stored.
    public func invalidateAll() {
        state.withLock { $0.invalidateAll() }
    }

    /// Removes every entry whose time to live has passed. Expired entries are also dropped when
    /// looked up or when they reach the least recently used end, so calling this is optional.
    public func removeExpired() {
        let now = stopwatch.now()
        state.withLock { $0.removeExpired(at: now) }
    }

    // MARK: - Inspection

    /// The counters since the store was created.
    public var statistics: CacheStatistics {
        state.withLock { $0.statistics }
    }

    /// How many entries are held, expired ones not yet dropped included.
    public var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Whether a fresh value is stored for `key`. Unlike a lookup, this changes neither the entry's
    /// recency nor the statistics.
    public func contains(_ key: CacheKey) -> Bool {
        let now = stopwatch.now()
        return state.withLock { state in
            state.entries.peek(key).map { now < $0.deadline } ?? false
        }
    }

    /// The keys held, from the most to the least recently used. O(n); meant for tests and debugging.
    public var keysByRecency: [CacheKey] {
        state.withLock { $0.entries.keysByRecency }
    }
}
