import Foundation

/// The entries of one member of an ``InMemoryCacheStore``, for one key type and one value type:
/// typed, so that a lookup hashes and compares the key's own type, never a type-erased box, and
/// keys of different types never meet.
///
/// A dictionary from key to slot, and the slots: value, deadline, referenced bit (the
/// ``ClockRing``'s second chance) and place on the ring. Freed slots are reused. The table also
/// knows which flight computes which of its keys.
///
/// Every member runs under the store's lock, which is why the stored properties opt out of the
/// runtime's exclusivity checks: the lock already makes each access exclusive, and a hit then
/// costs no more than its dictionary lookup.
///
/// `Value` is not required to be `Sendable` here so that a ``MemberCache`` of any result type can
/// be named; ``CacheCore/table(service:member:keyType:valueType:)``, which makes every table,
/// requires it.
@usableFromInline
final class CacheTable<Key: Hashable & Sendable, Value>: UntypedCacheTable, @unchecked Sendable {
    /// One entry, or a free slot when `key` is `nil`.
    @usableFromInline
    struct Slot {
        @usableFromInline var key: Key?
        @usableFromInline var value: Value?
        /// The moment, in nanoseconds on the store's clock, the entry stops being fresh.
        @usableFromInline var deadline: Int64
        /// Set by a hit, cleared by the ring's hand.
        @usableFromInline var isReferenced: Bool
        /// The entry's place on the ring.
        var place: Int
    }

    let service: ServiceName
    let member: String
    /// The store's lock, which guards every table of the store.
    @usableFromInline let lock: RuntimeLock
    /// The store's clock.
    @usableFromInline let clock: CacheClock
    @usableFromInline @exclusivity(unchecked) var slotByKey: [Key: Int] = [:]
    @usableFromInline @exclusivity(unchecked) var slots: [Slot] = []
    @usableFromInline @exclusivity(unchecked) var hits = 0
    @exclusivity(unchecked) private var freeSlots: [Int] = []
    /// The flight whose result will be stored, per key. Invalidation detaches a flight from its key
    /// so that a result computed before the invalidation is handed to its waiters but not stored.
    @exclusivity(unchecked) private var flights: [Key: CacheState.FlightID] = [:]

    init(service: ServiceName, member: String, lock: RuntimeLock, clock: CacheClock) {
        self.service = service
        self.member = member
        self.lock = lock
        self.clock = clock
    }

    /// How many entries are held, expired ones not yet dropped included.
    var count: Int { slotByKey.count }

    // MARK: - Lookups

    /// The value stored for `key` if it is fresh, marked used and counted as a hit; otherwise
    /// `nil`, and nothing is counted: the caller goes on with a full lookup. Takes the lock.
    ///
    /// Inlined and specialized for the member's key and value types, a hit is one clock read, one
    /// short critical section and one dictionary lookup, and allocates nothing.
    @inlinable
    func freshValue(for key: Key) -> Value? {
        let now = clock.now()
        return lock.withLock {
            guard let slot = slotByKey[key], now < slots[slot].deadline else { return nil }
            // Written only when it changes: a write checks that the slots are not shared first.
            if !slots[slot].isReferenced { slots[slot].isReferenced = true }
            hits += 1
            return slots[slot].value
        }
    }

    /// Whether a value fresh at `now` is stored for `key`; counts nothing and marks nothing.
    func contains(_ key: Key, at now: Int64) -> Bool {
        slotByKey[key].map { now < slots[$0].deadline } ?? false
    }

    /// Looks `key` up at `now`: a hit, whose value it puts into `hit`, or the way to get the value.
    /// (`Start` is not generic, so that a lookup does not instantiate its metadata at run time.)
    func start(
        _ key: Key,
        at now: Int64,
        canWait: Bool,
        in state: inout CacheState,
        hit: inout Value?
    ) -> CacheState.Start {
        if let slot = slotByKey[key] {
            if now < slots[slot].deadline {
                slots[slot].isReferenced = true
                hits += 1
                hit = slots[slot].value
                return .hit
            }
            remove(slot, releasingPlaceIn: &state.ring)
            state.statistics.expirations += 1
        }
        state.statistics.misses += 1
        if let flight = flights[key] {
            guard canWait else { return .computeAlone }
            return .join(waiter: state.join(flight))
        }
        let flight = state.startFlight()
        flights[key] = flight
        return .lead(flight: flight)
    }

    /// Ends `flight` at `now`: stores `value` until `deadline` if given and the flight is still
    /// attached to `key`, and returns the suspended waiters to resume with `outcome` once the lock
    /// is released.
    func finish(
        _ flight: CacheState.FlightID,
        key: Key,
        outcome: CacheState.Outcome,
        storing value: Value?,
        until deadline: Int64,
        at now: Int64,
        in state: inout CacheState
    ) -> [CheckedContinuation<CacheState.Outcome, Never>] {
        if flights[key] == flight {
            flights[key] = nil
            if let value { store(value, until: deadline, for: key, at: now, in: &state) }
        }
        return state.finish(flight, outcome: outcome)
    }

    /// Hands `flight` on to a waiter (see ``CacheState/handOver(_:)``); when none is left, the
    /// flight ends and nothing is stored.
    func handOver(
        _ flight: CacheState.FlightID,
        key: Key,
        in state: inout CacheState
    ) -> CheckedContinuation<CacheState.Outcome, Never>? {
        let (taken, continuation) = state.handOver(flight)
        if !taken, flights[key] == flight { flights[key] = nil }
        return continuation
    }

    private func store(_ value: Value, until deadline: Int64, for key: Key, at now: Int64, in state: inout CacheState) {
        if let slot = slotByKey[key] {
            slots[slot].value = value
            slots[slot].deadline = deadline
            return
        }
        guard state.ring.capacity > 0 else { return }
        let slot = freeSlots.popLast() ?? slots.count
        // Admitting may evict entries of this table, but never frees `slot`, which holds none yet.
        let place = state.admit(self, slot: slot, at: now)
        let entry = Slot(key: key, value: value, deadline: deadline, isReferenced: false, place: place)
        if slot == slots.count { slots.append(entry) } else { slots[slot] = entry }
        slotByKey[key] = slot
    }

    // MARK: - Removal

    /// Removes the entry for `key` and detaches its computation in flight; returns whether there
    /// was an entry.
    func invalidate(_ key: Key, in state: inout CacheState) -> Bool {
        flights[key] = nil
        guard let slot = slotByKey[key] else { return false }
        remove(slot, releasingPlaceIn: &state.ring)
        return true
    }

    func removeAll(releasingPlacesIn ring: inout ClockRing) -> Int {
        flights.removeAll()
        let removed = slotByKey.count
        for slot in slotByKey.values { ring.release(slots[slot].place) }
        slotByKey.removeAll()
        slots.removeAll()
        freeSlots.removeAll()
        return removed
    }

    func removeExpired(at now: Int64, releasingPlacesIn ring: inout ClockRing) -> Int {
        let expired = slotByKey.values.filter { now >= slots[$0].deadline }
        for slot in expired { remove(slot, releasingPlaceIn: &ring) }
        return expired.count
    }

    // MARK: - The ring's questions

    func secondChance(at slot: Int, now: Int64) -> SecondChance {
        if now >= slots[slot].deadline { return .expired }
        guard slots[slot].isReferenced else { return .unreferenced }
        slots[slot].isReferenced = false
        return .referenced
    }

    func evict(at slot: Int, now: Int64) -> Bool {
        let hadExpired = now >= slots[slot].deadline
        free(slot)
        return hadExpired
    }

    // MARK: - Slots

    private func remove(_ slot: Int, releasingPlaceIn ring: inout ClockRing) {
        ring.release(slots[slot].place)
        free(slot)
    }

    /// Forgets the entry at `slot` and makes the slot reusable.
    private func free(_ slot: Int) {
        if let key = slots[slot].key { slotByKey[key] = nil }
        slots[slot] = Slot(key: nil, value: nil, deadline: 0, isReferenced: false, place: -1)
        freeSlots.append(slot)
    }
}
