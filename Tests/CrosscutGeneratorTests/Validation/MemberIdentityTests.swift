import Testing

@testable import CrosscutGenerator

/// The three identities of a requirement, as parsed from source: by labels, with parameter types,
/// and with effects and result too.
@Suite struct MemberIdentityTests {
    /// A requirement and its identities.
    struct Case: Sendable, CustomTestStringConvertible {
        var requirement: String
        var base: String
        var typed: String
        var full: String

        var testDescription: String { requirement }
    }

    /// The identity of the only requirement of a protocol whose body is `requirement`.
    private func identity(of requirement: String) throws -> MemberIdentity {
        let parsed = parse("protocol P {\n    \(requirement)\n}")
        #expect(parsed.diagnostics == [])
        return MemberIdentity(try #require(parsed.protocolNamed("P")?.plainMembers.first))
    }

    @Test(arguments: [
        Case(
            requirement: "func sessions(for reason: Reason, limit: Int) async throws -> [Session]",
            base: "sessions(for:limit:)", typed: "sessions(for: Reason, limit: Int)",
            full: "sessions(for: Reason, limit: Int) async throws -> [Session]"),
        Case(requirement: "func ping()", base: "ping()", typed: "ping()", full: "ping()"),
        Case(
            requirement: "func load(_ id: Int, named name: String)", base: "load(_:named:)",
            typed: "load(_: Int, named: String)", full: "load(_: Int, named: String)"),
        Case(
            requirement: "func parse() throws(ParseError) -> Int", base: "parse()", typed: "parse()",
            full: "parse() throws(ParseError) -> Int"),
        Case(
            requirement: "func map(_ f: (Int) throws -> Int) rethrows -> [Int]", base: "map(_:)",
            typed: "map(_: (Int) throws -> Int)", full: "map(_: (Int) throws -> Int) rethrows -> [Int]"),
        Case(requirement: "var value: Int { get }", base: "value", typed: "value", full: "value -> Int"),
        Case(
            requirement: "var remote: Int { get async throws }", base: "remote", typed: "remote",
            full: "remote async throws -> Int"),
        Case(
            requirement: "subscript(index: Int) -> Element? { get }", base: "subscript(_:)",
            typed: "subscript(_: Int)", full: "subscript(_: Int) -> Element?"),
        Case(
            requirement: "subscript(key key: String) -> Int { get set }", base: "subscript(key:)",
            typed: "subscript(key: String)", full: "subscript(key: String) -> Int"),
        Case(
            requirement: "static func == (lhs: Self, rhs: Self) -> Bool", base: "==(_:_:)",
            typed: "==(_: Self, _: Self)", full: "static ==(_: Self, _: Self) -> Bool"),
        Case(
            requirement: "static func make() -> Self", base: "make()", typed: "make()", full: "static make() -> Self"),
        Case(
            requirement: "func `default`(`for` x: Int)", base: "default(for:)", typed: "`default`(`for`: Int)",
            full: "`default`(`for`: Int)"),
        // Other characters than ASCII.
        Case(
            requirement: "func café(für größe: Größe) -> Ünïcode", base: "café(für:)", typed: "café(für: Größe)",
            full: "café(für: Größe) -> Ünïcode"),
        Case(
            requirement: "func zählen(_ werte: [Ünïcode: Int]) async", base: "zählen(_:)",
            typed: "zählen(_: [Ünïcode: Int])", full: "zählen(_: [Ünïcode: Int]) async"),
        Case(
            requirement: "static func ∑ (lhs: Self, rhs: Self) -> Self", base: "∑(_:_:)",
            typed: "∑(_: Self, _: Self)", full: "static ∑(_: Self, _: Self) -> Self"),
    ])
    func identitiesOfARequirement(_ expected: Case) throws {
        let identity = try identity(of: expected.requirement)
        #expect(identity.base == expected.base)
        #expect(identity.typed == expected.typed)
        #expect(identity.full == expected.full)
    }

    @Test func anAssociatedTypeIsNamedByItsName() throws {
        #expect(try identity(of: "associatedtype Element: Hashable").base == "Element")
        #expect(try identity(of: "associatedtype Größe").base == "Größe")
    }

    /// Types are compared as written but for runs of whitespace, made one space, and the ends trimmed:
    /// ASCII whitespace on any text, Unicode whitespace on text with other characters than ASCII.
    @Test(arguments: [
        ("[String:\n        Int]", "Dictionary<String,\tInt >", "[String: Int]", "Dictionary<String, Int >"),
        ("  Int", "Int\r\n", "Int", "Int"),
        ("[Ünïcode:\u{A0}Int]", "\u{2003}Café\u{A0}\u{A0}<Ä>", "[Ünïcode: Int]", "Café <Ä>"),
    ])
    func whitespaceInTypesIsNormalized(
        parameter: String, result: String, normalizedParameter: String, normalizedResult: String
    )
        throws
    {
        let parsed = parse("protocol P {\n    func f(_ x: Int) -> Int\n}")
        var member = try #require(parsed.protocolNamed("P")?.plainMembers.first)
        member.parameters[0].type = parameter
        member.returnType = result
        let identity = MemberIdentity(member)
        #expect(identity.typed == "f(_: \(normalizedParameter))")
        #expect(identity.full == "f(_: \(normalizedParameter)) -> \(normalizedResult)")
    }

    @Test func labelsAreWhatACallerWrites() throws {
        let declaration = try #require(
            parse(
                """
                protocol P {
                    func f(_ a: Int, b: Int, c d: Int)
                    subscript(i: Int, j j: Int) -> Int { get }
                    static func + (lhs: Self, rhs: Self) -> Self
                }
                """
            ).protocolNamed("P"))
        let labels = declaration.plainMembers.map { member in
            member.parameters.map { MemberIdentity.label(of: $0, in: member) }
        }
        #expect(labels == [["_", "b", "c"], ["_", "j"], ["_", "_"]])
    }

    @Test(arguments: [
        ("static func == (lhs: Self, rhs: Self) -> Bool", true), ("static func +++ (lhs: Self, rhs: Self)", true),
        ("static func ∑ (lhs: Self, rhs: Self) -> Self", true), ("func plus(_ x: Int)", false),
        ("func _hidden()", false), ("func `default`()", false), ("func Éclair()", false), ("func ünïcode()", false),
        ("var x: Int { get }", false),
    ])
    func operatorsAreFunctionsNamedWithoutALetter(requirement: String, isOperator: Bool) throws {
        let member = try #require(parse("protocol P {\n    \(requirement)\n}").protocolNamed("P")?.plainMembers.first)
        #expect(MemberIdentity.isOperator(member) == isOperator)
    }
}
