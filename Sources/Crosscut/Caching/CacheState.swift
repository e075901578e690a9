/// The bookkeeping behind ``InMemoryCacheStore``: the stored entries, the computations in flight
/// and the callers waiting for them, and the statistics. Every method runs under the store's lock
/// and is short; nothing here awaits or calls user code.
struct CacheState {
    /// A stored value and the moment, on the store's stopwatch, it stops being fresh.
    struct Entry {
        var value: any Sendable
        var deadline: Duration
    }

    /// What a computation produced, as its waiters receive it.
    enum Outcome: Sendable {
        case success(any Sendable)
        case failure(any Error)
        /// The computation's task was cancelled before it had a value: the waiter computes in its
        /// place, then calls ``finish(_:key:outcome:entry:at:)`` with this flight.
        case takeOver(flight: FlightID)
        /// The waiter was cancelled and stopped waiting.
        case abandoned
    }

    /// How a lookup goes on after its first look at the state.
    enum Start {
        /// A fresh stored value, which ``start(_:at:canWait:hit:)`` has put into its `hit`.
        case hit
        /// Compute, then call ``finish(_:key:outcome:entry:at:)`` with this flight.
        case lead(flight: FlightID)
        /// Wait for the flight already computing this key, as this waiter.
        case join(waiter: WaiterID)
        /// Compute without storing: another computation of the key is in flight and this caller
        /// cannot wait for it.
        case computeAlone
    }

    typealias FlightID = UInt64
    typealias WaiterID = UInt64

    /// Where a waiter stands; `nil` in ``waiters`` once it has its outcome.
    private enum Waiter {
        /// Registered, but not yet suspended.
        case pending
        case suspended(CheckedContinuation<Outcome, Never>)
        /// The outcome arrived before the waiter suspended.
        case delivered(Outcome)
        /// Cancelled before it suspended.
        case cancelled
    }

    private(set) var entries: LRUStorage<CacheKey, Entry>
    private(set) var statistics = CacheStatistics()
    /// The flight whose result will be stored, per key. Invalidation detaches a flight from its key
    /// so that a result computed before the invalidation is handed to its waiters but not stored.
    private var currentFlights: [CacheKey: FlightID] = [:]
    /// The waiters of every running flight, detached or not.
    private var flightWaiters: [FlightID: [WaiterID]] = [:]
    private var waiters: [WaiterID: Waiter] = [:]
    private var lastID: UInt64 = 0

    init(capacity: Int) {
        entries = LRUStorage(capacity: capacity)
    }

    // MARK: - Lookups

    /// Looks `key` up at `now`: a hit, whose value it puts into `hit`, or the way to get the value.
    /// (`Start` is not generic, so that a lookup does not instantiate its metadata at run time.)
    mutating func start<Value>(_ key: CacheKey, at now: Duration, canWait: Bool, hit: inout Value?) -> Start {
        if let entry = entries.value(for: key) {
            if now >= entry.deadline {
                entries.removeValue(for: key)
                statistics.expirations += 1
            } else if let value = entry.value as? Value {
                statistics.hits += 1
                hit = value
                return .hit
            }
        }
        statistics.misses += 1
        if let flight = currentFlights[key] {
            guard canWait else { return .computeAlone }
            statistics.coalescedMisses += 1
            let waiter = makeID()
            waiters[waiter] = .pending
            flightWaiters[flight, default: []].append(waiter)
            return .join(waiter: waiter)
        }
        let flight = makeID()
        currentFlights[key] = flight
        flightWaiters[flight] = []
        return .lead(flight: flight)
    }

    /// Ends `flight` at `now`: stores `entry` if given and the flight is still attached to `key`,
    /// and returns the suspended waiters to resume with `outcome` once the lock is released.
    mutating func finish(
        _ flight: FlightID,
        key: CacheKey,
        outcome: Outcome,
        entry: Entry?,
        at now: Duration
    ) -> [CheckedContinuation<Outcome, Never>] {
        if currentFlights[key] == flight {
            currentFlights[key] = nil
            if let entry { store(entry, for: key, at: now) }
        }
        var suspended: [CheckedContinuation<Outcome, Never>] = []
        for waiter in flightWaiters.removeValue(forKey: flight) ?? [] {
            switch waiters[waiter] {
            case .pending:
                waiters[waiter] = .delivered(outcome)
            case .suspended(let continuation):
                waiters[waiter] = nil
                suspended.append(continuation)
            case .delivered, .cancelled, nil:
                break  // cancelled waiters clean up after themselves
            }
        }
        return suspended
    }

    private mutating func store(_ entry: Entry, for key: CacheKey, at now: Duration) {
        guard let evicted = entries.insert(entry, for: key) else { return }
        // The least recently used entry may have outlived its deadline already: then it expired.
        if now >= evicted.value.deadline {
            statistics.expirations += 1
        } else {
            statistics.evictions += 1
        }
    }

    /// Hands `flight`, whose computation was given up because its task was cancelled, to the
    /// earliest of its waiters still waiting, and returns that waiter's continuation if it is
    /// suspended, to resume with ``Outcome/takeOver(flight:)`` once the lock is released. With no
    /// waiter left, the flight ends and nothing is stored.
    ///
    /// The waiter that takes over computes instead of sharing a computation, so it no longer counts
    /// as a coalesced miss: `misses - coalescedMisses` stays the number of computations started.
    mutating func handOver(_ flight: FlightID, key: CacheKey) -> CheckedContinuation<Outcome, Never>? {
        var queue = flightWaiters[flight] ?? []
        while !queue.isEmpty {
            let waiter = queue.removeFirst()
            let continuation: CheckedContinuation<Outcome, Never>?
            switch waiters[waiter] {
            case .pending:
                waiters[waiter] = .delivered(.takeOver(flight: flight))
                continuation = nil
            case .suspended(let suspended):
                waiters[waiter] = nil
                continuation = suspended
            case .delivered, .cancelled, nil:
                continue  // cancelled waiters clean up after themselves
            }
            flightWaiters[flight] = queue
            statistics.coalescedMisses -= 1
            return continuation
        }
        flightWaiters[flight] = nil
        if currentFlights[key] == flight { currentFlights[key] = nil }
        return nil
    }

    // MARK: - Waiting

    /// Suspends `waiter` on `continuation`, or returns the outcome it already has.
    mutating func suspend(_ waiter: WaiterID, on continuation: CheckedContinuation<Outcome, Never>) -> Outcome? {
        switch waiters[waiter] {
        case .pending:
            waiters[waiter] = .suspended(continuation)
            return nil
        case .delivered(let outcome):
            waiters[waiter] = nil
            return outcome
        case .cancelled, .suspended, nil:
            waiters[waiter] = nil
            return .abandoned
        }
    }

    /// Marks `waiter` cancelled and returns its continuation if it is suspended, to resume once the
    /// lock is released.
    mutating func cancel(_ waiter: WaiterID) -> CheckedContinuation<Outcome, Never>? {
        switch waiters[waiter] {
        case .pending:
            waiters[waiter] = .cancelled
            return nil
        case .suspended(let continuation):
            waiters[waiter] = nil
            return continuation
        case .delivered, .cancelled, nil:
            return nil
        }
    }

    // MARK: - Removal

    /// Removes the entry for `key` and detaches its computation in flight.
    mutating func invalidate(_ key: CacheKey) {
        currentFlights[key] = nil
        if entries.removeValue(for: key) != nil { statistics.invalidations += 1 }
    }

    /// Removes the entries whose keys satisfy `matches` and detaches their computations in flight.
    mutating func invalidate(where matches: (CacheKey) -> Bool) {
        currentFlights = currentFlights.filter { !matches($0.key) }
        statistics.invalidations += entries.removeAll { key, _ in matches(key) }
    }

    /// Removes every entry and detaches every computation in flight.
    mutating func invalidateAll() {
        currentFlights.removeAll()
        statistics.invalidations += entries.removeAll()
    }

    /// Removes every entry whose deadline has passed at `now`.
    mutating func removeExpired(at now: Duration) {
        statistics.expirations += entries.removeAll { _, entry in now >= entry.deadline }
    }

    private mutating func makeID() -> UInt64 {
        lastID += 1
        return lastID
    }
}
