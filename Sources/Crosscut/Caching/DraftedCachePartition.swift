/// A partition that stores each computed value for the time its ``CacheDraft`` gives, rather than
/// for one time to live: ``InMemoryCachePartition``, as ``MemberCache`` asks it on a miss.
///
/// Neither type is required to be `Sendable` here, so that a ``MemberCache`` of any result type can
/// ask; a partition's own `Value` is.
protocol DraftedCachePartition<Key, Value> {
    associatedtype Key
    associatedtype Value

    /// Returns the fresh value stored for `key`, or computes it with `compute` and stores it for
    /// the draft's time to live.
    func entry<Failure: Error>(
        forKey key: Key,
        isolation: isolated (any Actor)?,
        compute: () async throws(Failure) -> CacheDraft<Value>
    ) async throws(Failure) -> CacheLookup<Value>
}

extension InMemoryCachePartition: DraftedCachePartition {}
