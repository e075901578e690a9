import Crosscut

/// Sign-ups behind validation, with the concerns an invalid call passes by: every kind of constraint,
/// a secret checked by a rule that would quote it, a cached lookup, a generic member, an argument that
/// checks itself, a constrained result and a regex that takes time exponential in its input.
// @crosscut(tracing, logging, metrics, validation, caching, retry)
protocol Signups: Sendable {
    // @crosscut(validate(name: nonEmpty, count(...40), age: SignupRules.minimumAge...120, nickname: count(2...)))
    func register(name: String, age: Int, nickname: String?) async throws -> Int
    // @crosscut(validate(code: matches(/[0-9]{5}/), email: satisfies(SignupRules.isEmail)))
    // @crosscut(validate(password: satisfies(SignupRules.isStrong), score: 0..<1))
    func confirm(code: String, email: String, password: String, score: Double) throws
    // @crosscut(cached, validate(id: 1...))
    func member(id: Int) async throws -> String
    // @crosscut(validate(items: nonEmpty, count(...3)))
    func tag<Tags: Collection & Sendable>(_ items: Tags) throws -> Int
    func move(to address: Address) throws
    // @crosscut(validate(returns: nonEmpty))
    func names(startingWith prefix: String) throws -> [String]
    // @crosscut(validate(voucher: matches(/(a+)+$/), count(...16)))
    func redeem(voucher: String) throws
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
struct Address: SelfValidating, Sendable {
    var street: String
    var postcode: Postcode

    func validate(into checklist: inout Checklist) {
        checklist.checkNotEmpty(street, "street")
        checklist.cascade(postcode, "postcode")
    }
}

struct Postcode: SelfValidating, Sendable {
    var digits: String

    func validate(into checklist: inout Checklist) {
        checklist.check(digits, "digits", matches: #/[0-9]{5}/#, spelled: "/[0-9]{5}/")
    }
}
