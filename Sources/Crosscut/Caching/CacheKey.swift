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
