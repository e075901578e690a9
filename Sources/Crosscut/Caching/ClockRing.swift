/// The bound on the entries of an ``InMemoryCacheStore``, across all of its members: the CLOCK
/// approximation of least-recently-used eviction (as in operating systems' page caches and
/// Caffeine's admission window).
///
/// Every stored entry has a place on a ring of `capacity` places; a hit only sets the entry's
/// *referenced* bit, kept by the entry's table, so that hits relink nothing. When a new entry
/// needs a place on a full ring, a hand sweeps the ring from where it last stopped: an entry
/// whose bit is set gets a second chance (the bit is cleared and the hand moves on), an expired or
/// unreferenced entry is evicted and its place given to the new one. So an entry used since the
/// hand last passed it survives the sweep, and the entry evicted is one not used for about a
/// whole turn of the hand.
///
/// Not thread-safe: ``CacheState`` keeps it, under the store's lock.
struct ClockRing {
    /// An entry's place: the table holding it and its slot there.
    struct Occupant {
        var table: any UntypedCacheTable
        var slot: Int
    }

    /// The most entries held at once.
    let capacity: Int
    private var places: [Occupant?] = []
    /// Places emptied by a removal, reused before the ring grows.
    private var vacant: [Int] = []
    private var hand = 0
    /// How many places are occupied.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Gives `occupant` a place and returns it, after evicting an entry if the ring is full. The
    /// evicted occupant's table has already removed it when `evicted` is called with whether it had
    /// expired at `now`. The capacity must not be zero.
    mutating func admit(
        _ occupant: Occupant,
        at now: Int64,
        evicted: (_ hadExpired: Bool) -> Void
    ) -> Int {
        guard count == capacity else {
            count += 1
            if let place = vacant.popLast() {
                places[place] = occupant
                return place
            }
            places.append(occupant)
            return places.count - 1
        }
        while true {
            let place = hand
            hand = (hand + 1) % capacity
            // A full ring has no vacant place.
            guard let candidate = places[place] else { continue }
            switch candidate.table.secondChance(at: candidate.slot, now: now) {
            case .referenced:
                continue
            case .unreferenced, .expired:
                let hadExpired = candidate.table.evict(at: candidate.slot, now: now)
                places[place] = occupant
                evicted(hadExpired)
                return place
            }
        }
    }

    /// Empties `place`, whose entry its table removed.
    mutating func release(_ place: Int) {
        places[place] = nil
        vacant.append(place)
        count -= 1
    }
}

/// What the hand finds at an entry.
enum SecondChance {
    /// Used since the hand last passed: spared, its bit now cleared.
    case referenced
    /// Not used since the hand last passed: evicted.
    case unreferenced
    /// Past its deadline: evicted whatever its bit.
    case expired
}
