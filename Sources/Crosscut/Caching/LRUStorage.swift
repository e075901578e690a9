/// A bounded map that remembers how recently each key was used: a dictionary from key to slot plus
/// a doubly linked list threaded through an array of slots by index, so lookup, touch, insertion
/// and eviction are all O(1) and freed slots are reused instead of reallocated.
///
/// Not thread-safe: ``InMemoryCacheStore`` only touches it while holding its lock.
struct LRUStorage<Key: Hashable, Value> {
    private struct Slot {
        var key: Key?
        var value: Value?
        var previous: Int  // towards the most recently used end; `none` at the head
        var next: Int  // towards the least recently used end; `none` at the tail
    }

    private static var none: Int { -1 }

    /// The most entries held at once; inserting beyond it evicts the least recently used entry.
    let capacity: Int
    private var slots: [Slot] = []
    private var slotByKey: [Key: Int] = [:]
    private var freeSlots: [Int] = []
    private var head = LRUStorage.none
    private var tail = LRUStorage.none

    /// Creates empty storage holding at most `capacity` entries.
    init(capacity: Int) {
        precondition(capacity >= 0, "LRUStorage capacity must not be negative")
        self.capacity = capacity
    }

    /// How many entries are held.
    var count: Int { slotByKey.count }

    /// The value for `key`, without changing its recency.
    func peek(_ key: Key) -> Value? {
        slotByKey[key].flatMap { slots[$0].value }
    }

    /// The value for `key`, marking it the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let index = slotByKey[key] else { return nil }
        moveToHead(index)
        return slots[index].value
    }

    /// Stores `value` for `key` as the most recently used entry and returns the entry evicted to make
    /// room for it, if any. With a capacity of zero nothing is stored and nothing evicted.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> (key: Key, value: Value)? {
        if let index = slotByKey[key] {
            slots[index].value = value
            moveToHead(index)
            return nil
        }
        guard capacity > 0 else { return nil }
        let evicted = count >= capacity ? removeLeastRecentlyUsed() : nil
        let index = allocate(Slot(key: key, value: value, previous: Self.none, next: Self.none))
        slotByKey[key] = index
        linkAtHead(index)
        return evicted
    }

    /// Removes the entry for `key` and returns its value.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let index = slotByKey[key] else { return nil }
        return release(index).value
    }

    /// Removes every entry whose key and value satisfy `shouldRemove` and returns how many it removed.
    /// O(n).
    @discardableResult
    mutating func removeAll(where shouldRemove: (Key, Value) -> Bool) -> Int {
        let doomed = slotByKey.values.filter { index in
            guard let key = slots[index].key, let value = slots[index].value else { return false }
            return shouldRemove(key, value)
        }
        for index in doomed { release(index) }
        return doomed.count
    }

    /// Removes every entry and returns how many there were.
    @discardableResult
    mutating func removeAll() -> Int {
        let removed = count
        slots.removeAll()
        slotByKey.removeAll()
        freeSlots.removeAll()
        head = Self.none
        tail = Self.none
        return removed
    }

    /// The keys from the most to the least recently used.
    var keysByRecency: [Key] {
        var keys: [Key] = []
        keys.reserveCapacity(count)
        var index = head
        while index != Self.none {
            if let key = slots[index].key { keys.append(key) }
            index = slots[index].next
        }
        return keys
    }

    // MARK: - The list

    private mutating func removeLeastRecentlyUsed() -> (key: Key, value: Value)? {
        guard tail != Self.none else { return nil }
        let slot = release(tail)
        guard let key = slot.key, let value = slot.value else { return nil }
        return (key, value)
    }

    private mutating func allocate(_ slot: Slot) -> Int {
        if let index = freeSlots.popLast() {
            slots[index] = slot
            return index
        }
        slots.append(slot)
        return slots.count - 1
    }

    /// Unlinks the slot at `index`, frees it and returns what it held.
    @discardableResult
    private mutating func release(_ index: Int) -> Slot {
        unlink(index)
        let slot = slots[index]
        if let key = slot.key { slotByKey[key] = nil }
        slots[index] = Slot(key: nil, value: nil, previous: Self.none, next: Self.none)
        freeSlots.append(index)
        return slot
    }

    private mutating func moveToHead(_ index: Int) {
        guard index != head else { return }
        unlink(index)
        linkAtHead(index)
    }

    private mutating func linkAtHead(_ index: Int) {
        slots[index].previous = Self.none
        slots[index].next = head
        if head != Self.none { slots[head].previous = index }
        head = index
        if tail == Self.none { tail = index }
    }

    private mutating func unlink(_ index: Int) {
        let previous = slots[index].previous
        let next = slots[index].next
        if previous != Self.none { slots[previous].next = next } else { head = next }
        if next != Self.none { slots[next].previous = previous } else { tail = previous }
        slots[index].previous = Self.none
        slots[index].next = Self.none
    }
}
