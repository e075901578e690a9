import Crosscut

/// Accounts whose every failure quotes the secret it was given, as validation errors do; `failing`
/// says how many calls of each member fail before it succeeds.
final class QuotingAccounts: Accounts {
    struct Rejected: Error, CustomStringConvertible {
        var input: String
        var description: String { "rejected \(input)" }
    }

    private let failures: Locked<[String: Int]>
    private let key = Locked("initial-key")

    init(failing: [String: Int] = [:]) { failures = Locked(failing) }

    private func fail(_ member: String, quoting input: String) throws {
        try failures.withLock { failing in
            guard let left = failing[member], left > 0 else { return }
            failing[member] = left - 1
            throw Rejected(input: input)
        }
    }

    func signIn(email: String, password: String) async throws -> String {
        try fail("signIn", quoting: password)
        return "account of \(email)"
    }
    func profile(for userID: Int, sessionToken: String) throws -> String {
        try fail("profile", quoting: sessionToken)
        return "profile \(userID)"
    }
    func verify(oneTimePassword code: Int, card: CardNumber) throws -> Bool {
        try fail("verify", quoting: card.digits)
        return code == 123_456
    }
    func locate(pin: Int) -> String { "pin \(pin) on the map" }
    var apiKey: String {
        get { key.withLock { $0 } }
        set { key.withLock { $0 = newValue } }
    }
}

/// A diary that fails when the entry is empty, quoting it.
struct QuotingDiary: Diary {
    func write(_ entry: String, mood: Int) throws {
        if mood < 0 { throw QuotingAccounts.Rejected(input: entry) }
    }
}
