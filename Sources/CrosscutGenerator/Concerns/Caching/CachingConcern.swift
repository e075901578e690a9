extension ConcernDescription {
    /// Caching: opt-in per member (a generator cannot know which calls are free of side effects);
    /// members marked `invalidates` clear the service's cached results.
    static let caching = ConcernDescription(
        name: "caching", runtimeSwitch: "caching", decoratorPrefix: "Caching", helperName: "withCaching",
        summary: "Caches the results of members marked `cached`; members marked `invalidates` clear them.",
        runtimePart: "cache", rules: CachingRules(), emitter: CachingEmitter())
}

/// What a member's annotations ask of the caching decorator.
struct CachingOptions: ConcernOptions {
    /// `cached`: the member's results are cached.
    struct Cached: Sendable {
        /// `shared`: the member's results are also kept in the shared store every instance of the
        /// service reads (`Crosscut.SharedMemberCache`).
        struct Shared: Sendable {
            /// `version: 2`: the version of the member's results in the shared store; the runtime's
            /// default is 1.
            var version = 1
        }

        /// The TTL in seconds as written (`300`, `0.5`), or `nil` for the store's default.
        var ttlSeconds: String?
        /// Parameters left out of the cache key.
        var ignoredParameters: Set<String> = []
        /// Where the compiler reports errors in the types the member is cached by (a key that is
        /// not `Hashable`, a result that is not `Sendable`), when the file points errors at
        /// annotations (``CodeWriter/pointsErrorsAtAnnotations``): the `cached` option.
        var errorLocation: SourceLocation?
        /// Whether, and with which version, the results are shared across instances.
        var shared: Shared?
        /// `sameForEveryCaller`: the results do not depend on who calls, so every caller shares
        /// them; by default each `Crosscut.Caller` has results of its own.
        var sameForEveryCaller = false
    }

    var cached: Cached?
    /// `invalidates`: a successful call clears the service's cached results.
    var invalidates = false
}

extension MemberOptions {
    /// What the member asks of the caching decorator.
    var caching: CachingOptions {
        get { self[CachingOptions.self] }
        set { self[CachingOptions.self] = newValue }
    }
}
