/// The live ``MeditationCatalog``: asks the remote, with no caching, retry or logging of its own.
///
/// The Composer adds those concerns with the generated decorators.
public struct RemoteCatalog: MeditationCatalog {
    private let remote: SimulatedRemote

    /// Creates a catalog that asks `remote`.
    public init(remote: SimulatedRemote) { self.remote = remote }

    /// The sessions the remote recommends for `reason`.
    public func sessions(for reason: Reason) async throws -> [Session] {
        try await remote.fetchSessions(for: reason)
    }

    /// The premium sessions for `reason`, which the app ships with.
    public func premiumSessions(for reason: Reason) async throws -> [Session] {
        SessionLibrary.premiumSessions(for: reason)
    }
}
