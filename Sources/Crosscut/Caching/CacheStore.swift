/// Where cached results live.
///
/// ``CachingDecorator``-style generated code calls ``value(forKey:ttl:isolation:compute:)``, which
/// returns a fresh cached value or computes, stores and returns a new one. Errors are never cached.
public protocol CacheStore: Sendable {
    /// Returns the unexpired value stored for `key`, or computes it with `compute`, stores it for
    /// `ttl` (or the store's default when `nil`) and returns it. Concurrent callers missing on the
    /// same key share one call of `compute`; if it throws, all of them get the error and nothing
    /// is stored.
    func value<Value: Sendable>(
        forKey key: CacheKey,
        ttl: Duration?,
        isolation: isolated (any Actor)?,
        compute: () async throws -> Value
    ) async throws -> Value

    /// The synchronous form: returns the stored value, or computes and stores it. No single-flight.
    func value<Value: Sendable, Failure: Error>(
        forKey key: CacheKey,
        ttl: Duration?,
        compute: () throws(Failure) -> Value
    ) throws(Failure) -> Value

    /// Removes the entry for `key`.
    func invalidate(_ key: CacheKey)

    /// Removes every entry of `service`, or only those of `member` when it is given.
    func invalidate(service: String, member: String?)

    /// Removes every entry.
    func invalidateAll()
}

/// Identifies a cached result: the service, the member's full signature and the call's arguments.
///
/// ```swift
/// let key = CacheKey(service: "Catalog", member: "sessions(for:limit:)", reason, limit)
/// ```
public struct CacheKey: Hashable, Sendable {
    /// The protocol, for example `Catalog`.
    public let service: String
    /// The member's full signature, for example `sessions(for:limit:)`.
    public let member: String
    /// The call's arguments.
    public let arguments: [CacheArgument]

    /// Creates a key from the service, the member and the call's arguments.
    public init<each Argument: Hashable & Sendable>(
        service: String,
        member: String,
        _ argument: repeat each Argument
    ) {
        var arguments: [CacheArgument] = []
        for value in repeat each argument {
            arguments.append(CacheArgument(value))
        }
        self.service = service
        self.member = member
        self.arguments = arguments
    }
}

/// One argument of a ``CacheKey``: any `Hashable & Sendable` value, type-erased.
public struct CacheArgument: Hashable, @unchecked Sendable {
    // Only ever built from a `Sendable` value, so sharing it across tasks is safe.
    private let value: AnyHashable

    /// Wraps `value`.
    public init(_ value: some Hashable & Sendable) { self.value = AnyHashable(value) }
}
