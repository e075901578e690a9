/// What a member's `// @crosscut(...)` annotations ask for, once validated.
struct MemberOptions: Hashable, Sendable {
    /// `cached`: the member's results are cached.
    struct Caching: Hashable, Sendable {
        /// The TTL in seconds as written (`300`, `0.5`), or `nil` for the store's default.
        var ttlSeconds: String?
        /// Parameters left out of the cache key.
        var ignoredParameters: Set<String> = []
    }

    var caching: Caching?
    /// `invalidates`: a successful call clears the service's cached results.
    var invalidates = false
    /// `redact: name`: parameters (or `newValue`) logged redacted.
    var redactedParameters: Set<String> = []
    /// `skip(concern, ...)`: concerns that forward this member untouched.
    var skippedConcerns: Set<ConcernKind> = []
    /// `noretry`: a failing call is not tried again.
    var noRetry = false
}
