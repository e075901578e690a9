extension Dimensions {
    /// The same labels sorted by key (stable, so repeated keys keep their order): one series
    /// whatever order the caller wrote its labels in, as in Prometheus.
    func sortedByKey() -> Dimensions {
        if zip(self, dropFirst()).allSatisfy({ $0.key <= $1.key }) { return self }
        return Dimensions(sorted { $0.key < $1.key })
    }

    /// These labels sorted by key with `key` and `value` added after the labels whose keys are not
    /// greater: the same as appending the pair and sorting, without sorting again.
    func sortedByKey(adding key: String, _ value: String) -> Dimensions {
        var sorted = sortedByKey()
        let position = sorted.storage.firstIndex { $0.0 > key } ?? sorted.storage.endIndex
        sorted.storage.insert((key, value), at: position)
        return sorted
    }

    /// Orders dimensions by their labels, key then value, for stable listings.
    static func precedes(_ lhs: Dimensions, _ rhs: Dimensions) -> Bool {
        lhs.lexicographicallyPrecedes(rhs) { ($0.key, $0.value) < ($1.key, $1.value) }
    }
}
