import CrosscutGenerator
import Testing

/// Requirements a protocol cannot have are reported where they are, with what to write instead.
@Suite struct RequirementDiagnosticsTests {
    @Test func defaultArgumentValues() {
        let parsed = parse("protocol P {\n    func f(x: Int = 3, y: [Int] = [1, 2], z: () -> Void = { }, w: Int)\n}")
        #expect(parsed.model.protocols.first?.plainMembers.first?.parameters.map(\.name) == ["x", "y", "z", "w"])
        #expect(
            parsed.model.protocols.first?.plainMembers.first?.parameters.map(\.type) == [
                "Int", "[Int]", "() -> Void", "Int",
            ])
        #expect(parsed.diagnostics.map { position($0.location) } == ["2:19", "2:33", "2:57"])
        #expect(
            parsed.diagnostics.first?.message
                == "default argument values are not allowed in protocol requirements; remove '= …' and declare the "
                + "default in a protocol extension")
    }

    @Test func bodiesLetAndMissingAccessors() {
        let parsed = parse(
            """
            protocol P {
                func f() { print("x") }
                let x: Int
                var y: Int
                var z: Int { 5 }
                var w: Int { get { 1 } }
                func g()
            }
            """)
        #expect(
            parsed.messages == [
                "2:14: error: a protocol requirement cannot have a body; implement 'f' in a protocol extension instead",
                "3:5: error: protocols cannot require properties to be immutable; declare read-only properties by "
                    + "using 'var' with a '{ get }' specifier",
                "3:12: error: property in protocol must have explicit { get } or { get set } specifier",
                "4:12: error: property in protocol must have explicit { get } or { get set } specifier",
                "5:18: error: expected 'get' or 'set' in the requirement's accessors; write '{ get }' or '{ get set }'",
                "6:22: error: a protocol requirement's accessor cannot have a body; implement 'w' in a protocol "
                    + "extension instead",
            ])
        #expect(parsed.model.protocols.first?.plainMembers.map(\.name) == ["f", "x", "y", "z", "w", "g"])
    }

    @Test func unexpectedDeclarationsAreReportedOncePerBody() {
        let parsed = parse("protocol P {\n    struct S { }\n    case a\n    func f()\n}")
        #expect(
            parsed.messages == [
                "2:5: error: unexpected 'struct' in the body of protocol 'P'; expected a requirement: 'func', 'var', "
                    + "'subscript', 'init', 'associatedtype' or 'typealias'"
            ])
        #expect(parsed.model.protocols.first?.plainMembers.map(\.name) == ["f"])
    }

    @Test func warningsAndMacrosInsideTheBodyAreNotRequirements() {
        let parsed = parse(
            "protocol P {\n    #warning(\"todo\")\n    func f();\n    #sourceLocation(file: \"a\", line: 1)\n}")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.model.protocols.first?.plainMembers.map(\.name) == ["f"])
    }

    @Test func headersAndClausesMaySpanLines() throws {
        let parsed = parse(
            """
            public protocol Decoder:
                ~Copyable,
                Sendable
                where Self: AnyObject
            {
                mutating func decodeLast(
                    context: Context,
                    buffer: inout Buffer,
                    seenEOF: Bool
                ) throws
                    -> DecodingState
                func map<T>(_ transform: (Int) -> T) -> [T]
                    where T: Sendable
                @available(*, deprecated, message: "use { instead")
                func old()
            }
            """)
        #expect(parsed.diagnostics.isEmpty)
        let declaration = try #require(parsed.model.protocols.first)
        #expect(declaration.inheritedTypes == ["~Copyable", "Sendable"])
        #expect(declaration.whereClause == "Self: AnyObject")
        let decode = try #require(declaration.member("decodeLast"))
        #expect(decode.parameters.map(\.type) == ["Context", "inout Buffer", "Bool"])
        #expect(decode.returnType == "DecodingState")
        #expect(decode.throwsKind == .throws)
        #expect(declaration.member("map")?.whereClause == "T: Sendable")
        #expect(declaration.member("map")?.returnType == "[T]")
        #expect(declaration.member("old")?.attributes == [#"@available(*, deprecated, message: "use { instead")"#])
    }
}
