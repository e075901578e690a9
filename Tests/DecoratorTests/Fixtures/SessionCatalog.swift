/// The documentation's example: every concern, and every member option.
// @crosscut(logging, metrics, caching, retry)
protocol SessionCatalog: Sendable {
    // @crosscut(cached(ttl: 300))
    func sessions(for reason: Reason, limit: Int) async throws -> [Session]
    // @crosscut(invalidates)
    func refresh() async throws
    // @crosscut(redact: token)
    func signIn(token: String) async throws -> String
    // @crosscut(noretry, skip(metrics))
    func submit(_ rating: Int) async throws
    // @crosscut(cached, skip(logging))
    func count(of reason: Reason) throws -> Int
}
