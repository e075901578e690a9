/// The catalog of guided meditations, served by a remote.
// @crosscut(logging, metrics, caching, retry)
public protocol MeditationCatalog: Sendable {
    /// The sessions recommended for `reason`, best first.
    // @crosscut(cached(ttl: 300))
    func sessions(for reason: Reason) async throws -> [Session]

    /// Fetches the catalog again; what was cached is stale afterwards.
    // @crosscut(invalidates, noretry)
    func refresh() async throws

    /// Signs in with a secret that must never reach a log in clear text.
    // @crosscut(redact: token)
    func signIn(token: String) async throws -> Account
}

/// Why someone wants to meditate: what the catalog is asked for.
public enum Reason: String, Hashable, Sendable {
    case sleep, focus, stress
}

/// A guided meditation.
public struct Session: Hashable, Sendable {
    public var title: String
    public var minutes: Int
}

/// Who signed in.
public struct Account: Sendable {
    public var name: String
}
