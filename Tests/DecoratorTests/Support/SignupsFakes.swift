import Crosscut

/// Counts the calls that reach it, so tests can see which a violation stopped.
struct LiveSignups: Signups {
    let counter = CallCounter()

    func register(name: String, age: Int, nickname: String?) async throws -> Int {
        try counter.call("register")
        return 1
    }

    func confirm(code: String, email: String, password: String, score: Double) throws {
        try counter.call("confirm")
    }

    func member(id: Int) async throws -> String {
        try counter.call("member")
        return "member \(id)"
    }

    func tag<Tags: Collection & Sendable>(_ items: Tags) throws -> Int {
        try counter.call("tag")
        return items.count
    }

    func move(to address: Address) throws {
        try counter.call("move")
    }

    func names(startingWith prefix: String) throws -> [String] {
        try counter.call("names")
        return ["ada", "alan"].filter { $0.hasPrefix(prefix) }
    }

    func redeem(voucher: String) throws {
        try counter.call("redeem")
    }
}
