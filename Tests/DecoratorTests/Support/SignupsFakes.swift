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
}

/// The sign-up rules the annotations name.
enum SignupRules {
    static let minimumAge = 13

    static func isEmail(_ text: String) -> Bool { text.contains("@") }

    /// Throws an error that quotes the password: a secret's violation must not.
    static func isStrong(_ password: String) throws {
        if password.count < 8 { throw WeakPassword(password: password) }
    }

    struct WeakPassword: Error, CustomStringConvertible {
        var password: String
        var description: String { "'\(password)' is shorter than 8 characters" }
    }
}

/// An address that checks itself, and its postcode, which checks itself too.
public struct Address: SelfValidating, Sendable {
    var street: String
    var postcode: Postcode

    public func validate(into checklist: inout Checklist) {
        checklist.checkNotEmpty(street, "street")
        checklist.cascade(postcode, "postcode")
    }
}

public struct Postcode: SelfValidating, Sendable {
    var digits: String

    public func validate(into checklist: inout Checklist) {
        checklist.check(digits, "digits", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/")
    }
}
