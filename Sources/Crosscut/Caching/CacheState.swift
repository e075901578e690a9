/// The store-wide bookkeeping behind ``InMemoryCacheStore``: its tables (one per member and key
/// and value types), the ring that bounds their entries, the computations in flight and the
/// callers waiting for them, and the statistics. The entries themselves and which flight computes
/// which key live in the typed tables (``CacheTable``). Every method runs under the store's lock
/// and is short; nothing here awaits or calls user code.
struct CacheState {
    /// What a computation produced, as its waiters receive it.
    enum Outcome: Sendable {
        case success(any Sendable)
        case failure(any Error)
        /// The computation's task was cancelled before it had a value: the waiter computes in its
        /// place, then ends this flight.
        case takeOver(flight: FlightID)
        /// The waiter was cancelled and stopped waiting.
        case abandoned
    }

    /// How a lookup goes on after its first look at the state.
    enum Start {
        /// A fresh stored value, which the table has put into the lookup's `hit`.
        case hit
        /// Compute, then end this flight.
        case lead(flight: FlightID)
        /// Wait for the flight already computing this key, as this waiter.
        case join(waiter: WaiterID)
        /// Compute without storing: another computation of the key is in flight and this caller
        /// cannot wait for it.
        case computeAlone
    }

    typealias FlightID = UInt64
    typealias WaiterID = UInt64

    /// Which table: a member, by its service and name, and the types of its keys and values.
    struct TableID: Hashable {
        var service: ServiceName
        var member: String
        var key: ObjectIdentifier
        var value: ObjectIdentifier
    }

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

    private(set) var tables: [TableID: any UntypedCacheTable] = [:]
    /// Bounds the entries of all tables together.
    var ring: ClockRing
    /// The counters, but for hits: each table counts its own.
    var statistics = CacheStatistics()
    /// The waiters of every running flight, whether or not it is still attached to its key.
    private var flightWaiters: [FlightID: [WaiterID]] = [:]
    private var waiters: [WaiterID: Waiter] = [:]
    private var lastID: UInt64 = 0

    init(capacity: Int) {
        ring = ClockRing(capacity: capacity)
    }

    /// The table for `id`, made by `makeTable` the first time it is asked for.
    mutating func table(_ id: TableID, makeTable: () -> any UntypedCacheTable) -> any UntypedCacheTable {
        if let table = tables[id] { return table }
        let table = makeTable()
        tables[id] = table
        return table
    }

    /// The statistics with every table's hits added.
    var totals: CacheStatistics {
        var totals = statistics
        totals.hits = tables.values.reduce(0) { $0 + $1.hits }
        return totals
    }

    // MARK: - Flights

    /// Starts a flight that will have waiters.
    mutating func startFlight() -> FlightID {
        let flight = makeID()
        flightWaiters[flight] = []
        return flight
    }

    /// Registers a new waiter for `flight`.
    mutating func join(_ flight: FlightID) -> WaiterID {
        statistics.coalescedMisses += 1
        let waiter = makeID()
        waiters[waiter] = .pending
        flightWaiters[flight, default: []].append(waiter)
        return waiter
    }

    /// Ends `flight` and returns the suspended waiters to resume with `outcome` once the lock is
    /// released.
    mutating func finish(_ flight: FlightID, outcome: Outcome) -> [CheckedContinuation<Outcome, Never>] {
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

    /// Hands `flight`, whose computation was given up because its task was cancelled, to the
    /// earliest of its waiters still waiting. Returns whether one took it, and that waiter's
    /// continuation if it is suspended, to resume with ``Outcome/takeOver(flight:)`` once the lock
    /// is released. With no waiter left, the flight ends.
    ///
    /// The waiter still counts as a coalesced miss: it may be cancelled as well, and pass the flight
    /// on without computing. It stops counting as one when it computes (``computesAfterAll()``).
    mutating func handOver(_ flight: FlightID) -> (taken: Bool, continuation: CheckedContinuation<Outcome, Never>?) {
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
            return (true, continuation)
        }
        flightWaiters[flight] = nil
        return (false, nil)
    }

    /// Counts a waiter that computes after all — it took a flight over, or stopped waiting and
    /// computes for itself — as no longer a coalesced miss, so that `misses - coalescedMisses` is
    /// the number of computations started.
    mutating func computesAfterAll() {
        statistics.coalescedMisses -= 1
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

    // MARK: - Entries

    /// Gives a new entry of `table` at `slot` a place on the ring, evicting another if the ring is
    /// full, and returns the place. The store's capacity must not be zero.
    mutating func admit(_ table: any UntypedCacheTable, slot: Int, at now: Int64) -> Int {
        var evicted = (evictions: 0, expirations: 0)
        let place = ring.admit(ClockRing.Occupant(table: table, slot: slot), at: now) { hadExpired in
            // An entry past its deadline expired rather than was evicted.
            if hadExpired { evicted.expirations += 1 } else { evicted.evictions += 1 }
        }
        statistics.evictions += evicted.evictions
        statistics.expirations += evicted.expirations
        return place
    }

    /// Removes the entries of the tables `matching`, detaches their computations in flight and
    /// returns how many entries it removed.
    mutating func removeAll(of matching: (any UntypedCacheTable) -> Bool) -> Int {
        var removed = 0
        for table in tables.values where matching(table) {
            removed += table.removeAll(releasingPlacesIn: &ring)
        }
        return removed
    }

    private mutating func makeID() -> UInt64 {
        lastID += 1
        return lastID
    }
}

/// What the store does with a table whatever its key and value types: the ring's questions, the
/// removals that cover many keys, and its share of the statistics.
protocol UntypedCacheTable: AnyObject, Sendable {
    var service: ServiceName { get }
    var member: String { get }
    /// Hits served from the table.
    var hits: Int { get }

    /// Where the entry at `slot` stands when the ring's hand reaches it; clears its referenced bit.
    func secondChance(at slot: Int, now: Int64) -> SecondChance

    /// Removes the entry at `slot`, whose place on the ring is being reused, and returns whether it
    /// had expired at `now`.
    func evict(at slot: Int, now: Int64) -> Bool

    /// Removes every entry and detaches every computation in flight; returns how many entries there were.
    func removeAll(releasingPlacesIn ring: inout ClockRing) -> Int

    /// Removes the entries past their deadline at `now`; returns how many.
    func removeExpired(at now: Int64, releasingPlacesIn ring: inout ClockRing) -> Int
}
