/// Orders behind authorization, with the concerns a denied call passes by: a cached read, a
/// permission of its own, a member open to every caller.
// @crosscut(tracing, logging, metrics, authorization(requires: "orders.read"), caching, retry, circuitBreaker)
public protocol Orders: Sendable {
    // @crosscut(cached)
    func order(id: Int) async throws -> String
    // @crosscut(requires: "orders.write")
    func place(_ item: String, password: String) async throws -> Int
    func count() throws -> Int
    // @crosscut(skip(authorization))
    func status() -> String
}
