// The types the articles' samples take for granted, beside the samples, so that the samples' folder
// compiles and runs on its own as a user's package would (ArticleSamplesTests, CrosscutPluginTests).

/// Why someone wants to meditate: the catalog's query.
enum Reason: String, Hashable, Sendable {
    case sleep, focus
}

/// A meditation session.
struct Session: Equatable, Sendable {
    var title: String
}

/// The orders service the authorization sample decorates.
struct LiveOrders: Orders {
    func order(id: Int) async throws -> String { "order \(id)" }
    func place(_ item: String, password: String) async throws -> Int { 7 }
    func count() throws -> Int { 3 }
    func status() -> String { "open" }
}
