/// Secrets by name, label and type, with no annotation: every concern on, so that a test can look
/// for the secret in events, metrics and cache statistics alike.
// @crosscut(tracing, logging, metrics, caching, retry)
protocol Accounts: Sendable {
    func signIn(email: String, password: String) async throws -> String
    // @crosscut(cached)
    func profile(for userID: Int, sessionToken: String) throws -> String
    func verify(oneTimePassword code: Int, card: CardNumber) throws -> Bool
    // @crosscut(public: pin)
    func locate(pin: Int) -> String
    var apiKey: String { get set }
}

/// A card number: the type's name says what the value is.
struct CardNumber: Hashable, Sendable {
    var digits: String
}

/// Every argument private unless marked `public:`, as `os.Logger` treats dynamic values.
// @crosscut(logging(arguments: private), retry)
protocol Diary: Sendable {
    // @crosscut(public: mood)
    func write(_ entry: String, mood: Int) throws
}
