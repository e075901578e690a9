/// A user's own profile and the plans every user sees alike, behind authorization and a cache that
/// instances share: whose cached result may reach whom.
// @crosscut(authorization(requires: "profiles.read"), caching)
public protocol Profiles: Sendable {
    /// The calling user's profile: the implementation reads `Caller.current`.
    // @crosscut(cached(ttl: 60, shared))
    func myProfile() async throws -> String
    /// The plans on offer, the same whoever asks.
    // @crosscut(cached(ttl: 60, shared, sameForEveryCaller))
    func plans() async throws -> [String]
}
