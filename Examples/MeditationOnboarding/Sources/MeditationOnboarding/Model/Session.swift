/// A guided meditation the catalog recommends.
public struct Session: Sendable, Hashable, Codable {
    /// The session's title, for example `Body scan for sleep`.
    public var title: String
    /// How long it lasts, in whole minutes.
    public var minutes: Int

    /// Creates a session.
    public init(title: String, minutes: Int) {
        self.title = title
        self.minutes = minutes
    }
}
