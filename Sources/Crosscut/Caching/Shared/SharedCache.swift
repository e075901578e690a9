/// The shared tier of a ``Concerns``: the store that every instance of a service shares, how values
/// are encoded, and how long a call waits for the store before it goes on without it.
///
/// ```swift
/// var concerns = Concerns()
/// concerns.sharedCache = SharedCache(store: store, timeout: .milliseconds(100))
/// ```
///
/// Members cached with `shared` look a miss of their local tier up here before they call the
/// dependency, and store what it returns. A store call that throws or takes longer than
/// ``timeout`` is logged at `.warning` (`"<service>.<member> shared cache"`, with `operation` and
/// `reason`) and counted in `crosscut_shared_cache_errors_total`; the call goes on to the
/// dependency.
public struct SharedCache: Sendable {
    /// Where shared values live.
    public var store: any SharedCacheStore
    /// How values become bytes; JSON by default.
    public var coder: any SharedCacheCoder
    /// The longest one store call may take before the call goes on without it.
    public var timeout: Duration
    /// When set, a miss computes once across instances: the instance that claims the key
    /// (``SharedCacheStore/claimComputation(of:for:lease:)``) computes it, and the others read the
    /// store again at each ``claimPollInterval``, this long at most; when `nil`, once per instance.
    public var crossInstanceWait: Duration?
    /// How often an instance waiting for another's computation reads the store again: every
    /// 20 ms by default.
    public var claimPollInterval: Duration
    /// When set, the secret each key's digest is made with (HMAC-SHA-256, ``SharedCacheKey``), so
    /// that a reader of the store cannot recover an argument by trying values: give every instance
    /// the same one, from where the service keeps its other secrets. Changing it abandons what the
    /// store holds.
    public var keyingSecret: [UInt8]?
    /// Whether anyone follows the store's invalidations.
    let following = InvalidationFollowing()

    /// Creates the shared tier.
    ///
    /// - Parameters:
    ///   - store: Where shared values live.
    ///   - coder: How values become bytes; JSON by default.
    ///   - timeout: The longest one store call may take, measured on the concerns' clock; 250 ms by
    ///     default.
    ///   - crossInstanceWait: How long a miss waits for another instance's computation of the same
    ///     key; `nil` (the default) computes once per instance.
    ///   - claimPollInterval: How often a miss waiting for another instance's computation reads
    ///     the store again.
    ///   - keyingSecret: The secret every key's digest is made with; `nil` (the default) digests
    ///     with plain SHA-256. Give one when a shared member's key includes a secret argument.
    public init(
        store: any SharedCacheStore,
        coder: any SharedCacheCoder = JSONSharedCacheCoder(),
        timeout: Duration = .milliseconds(250),
        crossInstanceWait: Duration? = nil,
        claimPollInterval: Duration = .milliseconds(20),
        keyingSecret: [UInt8]? = nil
    ) {
        self.claimPollInterval = claimPollInterval
        self.store = store
        self.coder = coder
        self.timeout = timeout
        self.crossInstanceWait = crossInstanceWait
        self.keyingSecret = keyingSecret
    }
}
