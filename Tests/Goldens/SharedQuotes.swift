/// Closing prices, which every instance of a server shares through one store.
// @crosscut(logging, caching)
public protocol SharedQuotes: Sendable {
    /// The closing prices of `symbol` over the last `days`, asked for with the server's `apiKey`.
    // @crosscut(cached(ttl: 300, shared, version: 2, ignoring: apiKey))
    func closes(of symbol: String, days: Int, apiKey: String) async throws -> [Double]

    /// Corrects a close: what every instance cached is stale afterwards.
    // @crosscut(invalidates)
    func correct(_ symbol: String, close: Double) async throws
}
