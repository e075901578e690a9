import Foundation
import Testing

@testable import CrosscutGenerator

/// What the parser reads of a type's tokens into its ``TypeShape``: the attributes, specifiers
/// and `...` around its core, and what sort of type the core is; on ASCII and other text alike.
@Suite struct TypeShapeParsingTests {
    /// The shape of `type` written as a parameter's type.
    private func shape(_ type: String) throws -> TypeShape {
        let parsed = parse("protocol P {\n    func f(_ value: \(type))\n}")
        return try #require(parsed.protocolNamed("P")?.member("f")?.parameters.first?.shape)
    }

    /// A written type and the parts its shape takes it apart into.
    struct Parts: Sendable, CustomTestStringConvertible {
        var written: String
        var core: String
        var attributes: [String] = []
        var specifiers: TypeShape.Specifiers = []
        var isVariadic = false

        var testDescription: String { written.debugDescription }
    }

    @Test(arguments: [
        Parts(written: "Int", core: "Int"),
        Parts(written: "  [String:Int]\t\n", core: "[String: Int]"),
        Parts(
            written: "@escaping @Sendable () -> Void", core: "() -> Void", attributes: ["@escaping", "@Sendable"]),
        Parts(written: "@convention(c) (Int32) -> Int32", core: "(Int32) -> Int32", attributes: ["@convention(c)"]),
        Parts(written: "@autoclosure () -> String", core: "() -> String", attributes: ["@autoclosure"]),
        Parts(written: "inout Int", core: "Int", specifiers: .inout),
        Parts(written: "borrowing Lease", core: "Lease", specifiers: .borrowing),
        Parts(written: "consuming T", core: "T", specifiers: .consuming),
        Parts(written: "sending Box", core: "Box", specifiers: .sending),
        Parts(written: "__owned Int", core: "Int", specifiers: .owned),
        Parts(written: "__shared Int", core: "Int", specifiers: .shared),
        Parts(written: "isolated (any Actor)?", core: "(any Actor)?", specifiers: .isolated),
        Parts(written: "@Sendable sending Box", core: "Box", attributes: ["@Sendable"], specifiers: .sending),
        Parts(
            written: "sending @Sendable /* both */ Box", core: "Box", attributes: ["@Sendable"], specifiers: .sending),
        Parts(written: "Any...", core: "Any", isVariadic: true),
        Parts(written: "[Int] ...", core: "[Int]", isVariadic: true),
        // A specifier is a word of its own, and an attribute's arguments follow its name directly.
        Parts(written: "inoutValue", core: "inoutValue"),
        Parts(written: "Sending", core: "Sending"),
        Parts(written: "inout", core: "inout"),
        Parts(written: "@Tagged (Int) -> Void", core: "(Int) -> Void", attributes: ["@Tagged"]),
        // Other characters than ASCII.
        Parts(written: "Café", core: "Café"),
        Parts(written: "inout Café", core: "Café", specifiers: .inout),
        Parts(written: "[Ünïcode: Int]...", core: "[Ünïcode: Int]", isVariadic: true),
        Parts(written: "@escaping (Größe) -> Café", core: "(Größe) -> Café", attributes: ["@escaping"]),
        Parts(written: "@Tagged(\"é)\") Café", core: "Café", attributes: ["@Tagged(\"é)\")"]),
        Parts(written: "consuming Straße", core: "Straße", specifiers: .consuming),
    ])
    func takesTheWrittenTypeApart(_ parts: Parts) throws {
        let shape = try shape(parts.written)
        #expect(shape.core == parts.core)
        #expect(shape.attributes == parts.attributes)
        #expect(shape.specifiers == parts.specifiers)
        #expect(shape.isInout == parts.specifiers.contains(.inout))
        #expect(shape.isVariadic == parts.isVariadic)
    }

    @Test func specifiersSayHowTheValueMayBeUsed() throws {
        #expect(try shape("sending Box").isSending)
        #expect(try !shape("consuming Box").isSending)
        #expect(try shape("consuming Box").isConsuming)
        #expect(try shape("consuming Box").isOwnershipExplicit)
        #expect(try shape("borrowing Straße").isOwnershipExplicit)
        #expect(try !shape("inout Box").isOwnershipExplicit)
        #expect(try shape("@autoclosure () -> Café").isAutoclosure)
        #expect(try !shape("@escaping () -> Café").isAutoclosure)
    }

    @Test(arguments: [
        ("() -> Void", true), ("(Int) async throws -> String", true), ("@Sendable (Café) -> Größe", true),
        ("(Int) -> (String) -> Bool", true), ("[() -> Void]", false), ("Result<() -> Void, Error>", false),
        ("(() -> Void)?", false), ("Int", false), ("Café", false),
    ])
    func functionTypes(written: String, isFunction: Bool) throws {
        #expect(try shape(written).isFunction == isFunction)
    }

    @Test(arguments: [
        ("(() -> Void)?", true), ("(() -> Void)!", true), ("((Café) -> Größe)?", true),
        ("(@Sendable () -> Void)?", true), ("(Int)?", false), ("Int?", false), ("[() -> Void]?", false),
        ("() -> Void", false), ("(() -> Void) ?", false),
    ])
    func optionalFunctionTypes(written: String, isOptionalFunction: Bool) throws {
        #expect(try shape(written).isOptionalFunction == isOptionalFunction)
    }

    @Test(arguments: [
        ("(Int, String)", true), ("()", true), ("( )", true), ("(Café, Größe)", true), ("(a: Int, b: [Int])", true),
        ("(Int)", false), ("(Int, String) -> Void", false), ("[(Int, Int)]", false), ("(Int, Int)?", false),
        ("Dictionary<Int, Int>", false),
    ])
    func tupleTypes(written: String, isTuple: Bool) throws {
        #expect(try shape(written).isTuple == isTuple)
    }

    @Test func whatTheCoreStartsOrEndsWith() throws {
        #expect(try shape("any Equatable").isExistential)
        #expect(try shape("(any Café & Sendable)?").isExistential)
        #expect(try !shape("anyCafé").isExistential)
        #expect(try shape("some Größe").isOpaque)
        #expect(try !shape("something").isOpaque)
        #expect(try shape("repeat each T").isPack)
        #expect(try shape("T.Type").isMetatype)
        #expect(try shape("any Café.Type").isMetatype)
        #expect(try shape("P.Protocol").isMetatype)
        #expect(try !shape("TypeSafe").isMetatype)
        #expect(try shape("inout Self").isSelf)
        #expect(try !shape("Self?").isSelf)
    }

    @Test(arguments: [
        ("Self", true), ("[Self]", true), ("Self?", true), ("(Self, Int)", true), ("[Café: Self]", true),
        ("`Self`", true), ("Self...", true), ("Self.Element", false), ("[Self.Element]", false),
        ("Decoratee.Self", false), ("MySelf", false), ("Selfish", false), ("SelfCafé", false), ("Int", false),
    ])
    func bareSelf(written: String, mentionsBareSelf: Bool) throws {
        #expect(try shape(written).mentionsBareSelf == mentionsBareSelf)
    }

    @Test(arguments: [
        ("[String: T]", ["String", "T"]), ("Result<Int, any Error>", ["Result", "Int", "any", "Error"]),
        ("(inout Int) -> Void", ["inout", "Int", "Void"]), ("Swift.Array<`T`>", ["Swift", "Array", "T"]),
        ("[Ünïcode: Int]", ["Ünïcode", "Int"]), ("Café<Größe_2>?", ["Café", "Größe_2"]),
        ("@escaping (Lease) -> Void", ["Lease", "Void"]),
    ])
    func identifiersAreTheWordsOfTheCore(written: String, identifiers: [String]) throws {
        #expect(try shape(written).identifiers == identifiers)
    }

    @Test func sendableIsSeenWhereverItIsWritten() throws {
        #expect(try shape("@Sendable () -> Void").mentionsSendable)
        #expect(try shape("(Int) -> @Sendable () -> Café").mentionsSendable)
        #expect(try !shape("() -> Sendable").mentionsSendable)
    }

    @Test func resultsAndAliasedTypesHaveShapesToo() throws {
        let parsed = parse(
            """
            protocol P {
                typealias Handler = @Sendable (Größe) -> Void
                func copy() -> Self
                func nothing() -> Swift.Void
                var unit: ( ) { get }
                subscript(index: Int) -> Self? { get }
            }
            """)
        let declaration = try #require(parsed.protocolNamed("P"))
        let handler = try #require(declaration.member("Handler")?.defaultShape)
        #expect(handler.isFunction && handler.attributes == ["@Sendable"])
        #expect(declaration.member("copy")?.resultShape?.isSelf == true)
        #expect(declaration.member("nothing")?.resultShape?.isVoid == true)
        #expect(declaration.member("unit")?.resultShape?.isVoid == true)
        let element = try #require(declaration.member("subscript")?.resultShape)
        #expect(!element.isSelf && element.mentionsBareSelf && !element.isVoid)
    }

    @Test func aTypealiasStandsForItsTypeWithTheSpecifiersWrittenAtItsUse() throws {
        let use = try shape("sending @MainActor Handler")
        let aliased = try shape("@Sendable (Café) -> Void")
        let resolved = use.standingFor(aliased)
        #expect(resolved.core == "(Café) -> Void")
        #expect(resolved.attributes == ["@MainActor", "@Sendable"])
        #expect(resolved.specifiers == .sending)
        #expect(resolved.isFunction)
    }

    /// The JSON keeps types as written, not the shapes the parser read of them.
    @Test func jsonKeepsTypesAsWritten() throws {
        let parsed = parse(
            """
            protocol P {
                typealias Handler = @Sendable (Größe) -> Void
                func f(_ a: inout [Café], _ b: @escaping (Int) -> Void, _ c: Any...) -> Self?
            }
            """)
        let model = parsed.model
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let json = String(decoding: try encoder.encode(model), as: UTF8.self)
        #expect(!json.contains("hape"))
        #expect(json.contains(#""type":"inout [Café]""#))
        #expect(json.contains(#""defaultType":"@Sendable (Größe) -> Void""#))
    }
}
