/// The cached results of one generic member (or one whose types are not known where its decorator
/// is declared: an opaque result, an `@available` member): a ``MemberCache`` per key and value
/// type, made the first time a call has those types.
///
/// The generated key of a generic member is generic too (`LoadKey<T>`), so a call of `load<Int>`
/// and one of `load<UInt8>` look up different partitions, and never one another's results.
///
/// ```swift
/// func load<T: Hashable & Sendable>(_ id: T) async throws -> T {
///     try await loadCache.value(for: LoadKey(id: id)) { try await decoratee.load(id) }
/// }
/// ```
public final class GenericMemberCache: Sendable {
    /// A member cache's key and value types.
    private struct Types: Hashable {
        var key: ObjectIdentifier
        var value: ObjectIdentifier
    }

    private let concerns: Concerns
    private let service: ServiceName
    private let member: String
    private let ttl: Duration?
    private let sameForEveryCaller: Bool
    private let caches = Locked<[Types: any Sendable & AnyObject]>([:])

    init(concerns: Concerns, service: ServiceName, member: String, ttl: Duration?, sameForEveryCaller: Bool) {
        self.concerns = concerns
        self.service = service
        self.member = member
        self.ttl = ttl
        self.sameForEveryCaller = sameForEveryCaller
    }

    /// Returns the cached result for `key`, or computes it with `compute` and caches it, as
    /// ``MemberCache/value(for:compute:)`` does.
    public func value<Key: Hashable & Sendable, Value: Sendable, Failure: Error>(
        for key: Key,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try cache(keyType: Key.self, valueType: Value.self).value(for: key, compute: compute)
    }

    /// Returns the cached result for `key`, or computes it with `compute` and caches it, as
    /// ``MemberCache/value(for:isolation:compute:)`` does.
    public func value<Key: Hashable & Sendable, Value: Sendable, Failure: Error>(
        for key: Key,
        isolation: isolated (any Actor)? = #isolation,
        compute: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await cache(keyType: Key.self, valueType: Value.self).value(
            for: key, isolation: isolation, compute: compute)
    }

    /// The member cache for keys of type `Key` and values of type `Value`.
    private func cache<Key: Hashable & Sendable, Value: Sendable>(
        keyType: Key.Type,
        valueType: Value.Type
    ) -> MemberCache<Key, Value> {
        let types = Types(key: ObjectIdentifier(Key.self), value: ObjectIdentifier(Value.self))
        let cache = caches.withLock { caches in
            if let cache = caches[types] { return cache }
            let cache: MemberCache<Key, Value> = concerns.memberCache(
                of: service, member: member, ttl: ttl, sameForEveryCaller: sameForEveryCaller)
            caches[types] = cache
            return cache
        }
        // `types` names these very types.
        return unsafeDowncast(cache, to: MemberCache<Key, Value>.self)
    }
}
