import Testing

@testable import CrosscutGenerator

/// The facts later stages read off a parsed requirement, on ASCII and non-ASCII text alike.
@Suite struct MemberFactsTests {
    private func member(_ requirement: String) throws -> Member {
        let parsed = parse("protocol P {\n    \(requirement)\n}")
        return try #require(parsed.protocolNamed("P")?.plainMembers.first)
    }

    @Test(arguments: ["func f()", "func f() -> Void", "func f() -> ( )", "func f() -> Swift.Void"])
    func voidResultsAreNone(requirement: String) throws {
        #expect(try member(requirement).nonVoidReturnType == nil)
    }

    @Test(arguments: [
        ("func f() -> Int", "Int"), ("func f() -> Vöid", "Vöid"), ("func f() -> [Ünïcode: Void]", "[Ünïcode: Void]"),
        ("func f() -> (Void)?", "(Void)?"),
    ])
    func otherResultsAreKept(requirement: String, result: String) throws {
        #expect(try member(requirement).nonVoidReturnType == result)
    }

    @Test func staticAndClassRequirementsAreStatic() throws {
        #expect(try member("static func f()").isStatic)
        #expect(try member("class func f()").isStatic)
        #expect(try !member("func f()").isStatic)
        #expect(try member("mutating func f()").has(.mutating))
        #expect(try !member("nonmutating func f()").has(.mutating))
    }

    @Test func parameterKeysAreTheInternalNamesOrTheirPosition() throws {
        let keys = try member("func f(_ a: Int, b: Int, `c`: Int, d e: Int, _ _: Int, ü: Int)").parameterKeys
        #expect(keys == ["a", "b", "c", "e", "argument5", "ü"])
    }

    @Test func noncopyableGenericsAreThoseThatSuppressCopyableOrEscapable() throws {
        let take = try member("func take<T: ~Copyable, U>(_ t: borrowing T, _ u: U) where U: ~Escapable")
        #expect(take.noncopyableGenericParameters == ["T", "U"])
        let pack = try member("func pack<each Ä: ~Copyable>(_ a: repeat each Ä)")
        #expect(pack.noncopyableGenericParameters == ["Ä"])
        #expect(try member("func plain<T: Copyable>(_ t: T) where T: Sendable").noncopyableGenericParameters == [])
    }

    @Test func typedThrowsOfNeverThrowNothing() throws {
        #expect(try member("func f() throws(Never)").throwsKind.isNever)
        #expect(try member("func f() throws(Swift.Never)").throwsKind.isNever)
        #expect(try !member("func f() throws(CatalogError)").throwsKind.isNever)
        #expect(try !member("func f() rethrows").throwsKind.throwsOnItsOwn)
    }
}
