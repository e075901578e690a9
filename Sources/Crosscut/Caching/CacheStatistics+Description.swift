extension CacheStatistics: CustomStringConvertible {
    /// The counts on one line: `hits=3 misses=1 coalesced=0 evictions=0 expirations=1 invalidations=0`.
    public var description: String {
        "hits=\(hits) misses=\(misses) coalesced=\(coalescedMisses) evictions=\(evictions) "
            + "expirations=\(expirations) invalidations=\(invalidations)"
    }
}
