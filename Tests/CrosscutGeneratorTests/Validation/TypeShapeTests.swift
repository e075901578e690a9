import Testing

@testable import CrosscutGenerator

/// What ``TypeShape`` reads from a type as written: its core, attributes and specifiers, and what
/// sort of type the core is; on ASCII text and on text with other characters alike.
@Suite struct TypeShapeTests {
    /// A written type and the parts ``TypeShape`` takes it apart into.
    struct Parts: Sendable, CustomTestStringConvertible {
        var written: String
        var core: String
        var attributes: [String] = []
        var ownership: Set<String> = []
        var isVariadic = false

        var testDescription: String { written.debugDescription }
    }

    @Test(arguments: [
        Parts(written: "Int", core: "Int"),
        Parts(written: "  [String: Int]\t\n", core: "[String: Int]"),
        Parts(
            written: "@escaping @Sendable () -> Void", core: "() -> Void", attributes: ["@escaping", "@Sendable"]),
        Parts(written: "@convention(c) (Int32) -> Int32", core: "(Int32) -> Int32", attributes: ["@convention(c)"]),
        Parts(written: "@autoclosure () -> String", core: "() -> String", attributes: ["@autoclosure"]),
        Parts(written: "inout Int", core: "Int", ownership: ["inout"]),
        Parts(written: "borrowing Lease", core: "Lease", ownership: ["borrowing"]),
        Parts(written: "consuming T", core: "T", ownership: ["consuming"]),
        Parts(written: "sending Box", core: "Box", ownership: ["sending"]),
        Parts(written: "__owned Int", core: "Int", ownership: ["__owned"]),
        Parts(written: "isolated (any Actor)?", core: "(any Actor)?", ownership: ["isolated"]),
        Parts(written: "@Sendable sending Box", core: "Box", attributes: ["@Sendable"], ownership: ["sending"]),
        Parts(written: "Any...", core: "Any", isVariadic: true),
        Parts(written: "[Int] ...", core: "[Int]", isVariadic: true),
        // A specifier is a word of its own.
        Parts(written: "inoutValue", core: "inoutValue"),
        Parts(written: "Sending", core: "Sending"),
        // Other characters than ASCII.
        Parts(written: "Café", core: "Café"),
        Parts(written: "inout Café", core: "Café", ownership: ["inout"]),
        Parts(written: "[Ünïcode: Int]...", core: "[Ünïcode: Int]", isVariadic: true),
        Parts(written: "@escaping (Größe) -> Café", core: "(Größe) -> Café", attributes: ["@escaping"]),
        Parts(written: "@Tagged(\"é\") Café", core: "Café", attributes: ["@Tagged(\"é\")"]),
        Parts(written: "\u{A0}consuming Straße\u{2003}", core: "Straße", ownership: ["consuming"]),
    ])
    func takesTheWrittenTypeApart(_ parts: Parts) {
        let shape = TypeShape(parts.written)
        #expect(shape.core == parts.core)
        #expect(shape.attributes == parts.attributes)
        #expect(shape.ownership == parts.ownership)
        #expect(shape.isInout == parts.ownership.contains("inout"))
        #expect(shape.isVariadic == parts.isVariadic)
    }

    @Test func ownershipSaysHowTheValueMayBeUsed() {
        #expect(TypeShape("sending Box").isSending)
        #expect(!TypeShape("consuming Box").isSending)
        #expect(TypeShape("consuming Box").isOwnershipExplicit)
        #expect(TypeShape("borrowing Straße").isOwnershipExplicit)
        #expect(!TypeShape("inout Box").isOwnershipExplicit)
        #expect(TypeShape("@autoclosure () -> Café").isAutoclosure)
        #expect(!TypeShape("@escaping () -> Café").isAutoclosure)
    }

    @Test(arguments: [
        ("() -> Void", true), ("(Int) async throws -> String", true), ("@Sendable (Café) -> Größe", true),
        ("(Int) -> (String) -> Bool", true), ("[() -> Void]", false), ("Result<() -> Void, Error>", false),
        ("(() -> Void)?", false), ("Int", false), ("Café", false),
    ])
    func functionTypes(written: String, isFunction: Bool) {
        #expect(TypeShape(written).isFunction == isFunction)
    }

    @Test(arguments: [
        ("(() -> Void)?", true), ("(() -> Void)!", true), ("((Café) -> Größe)?", true), ("(Int)?", false),
        ("Int?", false), ("[() -> Void]?", false), ("() -> Void", false),
    ])
    func optionalFunctionTypes(written: String, isOptionalFunction: Bool) {
        #expect(TypeShape(written).isOptionalFunction == isOptionalFunction)
    }

    @Test(arguments: [
        ("(Int, String)", true), ("()", true), ("( )", true), ("(Café, Größe)", true), ("(a: Int, b: [Int])", true),
        ("(Int)", false), ("(Int, String) -> Void", false), ("[(Int, Int)]", false), ("(Int, Int)?", false),
        ("Dictionary<Int, Int>", false),
    ])
    func tupleTypes(written: String, isTuple: Bool) {
        #expect(TypeShape(written).isTuple == isTuple)
    }

    @Test func whatTheCoreStartsOrEndsWith() {
        #expect(TypeShape("any Equatable").isExistential)
        #expect(TypeShape("(any Café & Sendable)?").isExistential)
        #expect(!TypeShape("anyCafé").isExistential)
        #expect(TypeShape("some Größe").isOpaque)
        #expect(!TypeShape("something").isOpaque)
        #expect(TypeShape("repeat each T").isPack)
        #expect(TypeShape("T.Type").isMetatype)
        #expect(TypeShape("any Café.Type").isMetatype)
        #expect(TypeShape("P.Protocol").isMetatype)
        #expect(!TypeShape("TypeSafe").isMetatype)
        #expect(TypeShape("inout Self").isSelf)
        #expect(!TypeShape("Self?").isSelf)
    }

    @Test(arguments: [
        ("Self", true), ("[Self]", true), ("Self?", true), ("(Self, Int)", true), ("[Café: Self]", true),
        ("Self.Element", false), ("[Self.Element]", false), ("Decoratee.Self", false), ("MySelf", false),
        ("Selfish", false), ("SelfCafé", false), ("Int", false),
    ])
    func bareSelf(written: String, mentionsBareSelf: Bool) {
        #expect(TypeShape(written).mentionsBareSelf == mentionsBareSelf)
        #expect(TypeShape.mentionsBareSelf(written) == mentionsBareSelf)
    }

    @Test(arguments: [
        ("[String: T]", ["String", "T"]), ("Result<Int, any Error>", ["Result", "Int", "any", "Error"]),
        ("(inout Int) -> Void", ["inout", "Int", "Void"]), ("Swift.Array<$T_1>", ["Swift", "Array", "T_1"]),
        ("[Ünïcode: Int]", ["Ünïcode", "Int"]), ("Café<Größe_2>?", ["Café", "Größe_2"]),
    ])
    func identifiersAreTheWordsOfTheType(written: String, identifiers: [String]) {
        #expect(TypeShape(written).identifiers.map(String.init) == identifiers)
    }

    /// ASCII text is read on its bytes, other text `Character` by `Character`: the two agree.
    @Test(arguments: [
        "inout Int", "@escaping @Sendable (Int) -> Int", "[Int: Int]...", "(Int, Int)", "(() -> Int)?",
        "consuming Int", "any Int.Type", "[Self]", "Result<Int, Int>",
    ])
    func asciiAndOtherTextAgree(written: String) {
        let ascii = TypeShape(written)
        let other = TypeShape(written.replacingOccurrences(of: "Int", with: "Ïnt"))
        #expect(other.core == ascii.core.replacingOccurrences(of: "Int", with: "Ïnt"))
        #expect(other.attributes == ascii.attributes.map { $0.replacingOccurrences(of: "Int", with: "Ïnt") })
        #expect(other.ownership == ascii.ownership)
        #expect(other.isVariadic == ascii.isVariadic)
        #expect(other.isFunction == ascii.isFunction)
        #expect(other.isOptionalFunction == ascii.isOptionalFunction)
        #expect(other.isTuple == ascii.isTuple)
        #expect(other.isMetatype == ascii.isMetatype)
        #expect(other.mentionsBareSelf == ascii.mentionsBareSelf)
        #expect(
            other.identifiers.map(String.init)
                == ascii.identifiers.map { $0.replacingOccurrences(of: "Int", with: "Ïnt") })
    }

    @Test func matchingParenthesisSkipsNestedBracketsAndArrows() {
        let text: Substring = "(a: (Int) -> [Café], b: <T>)rest"
        let close = TypeShape.matchingParenthesis(in: text)
        #expect(close.map { text[$0...] } == ")rest")
        #expect(TypeShape.matchingParenthesis(in: "(Int") == nil)
        #expect(TypeShape.matchingParenthesis(in: "Int") == nil)
    }

    @Test func noncopyableGenericsAreThoseThatSuppressCopyableOrEscapable() throws {
        let parsed = parse(
            """
            protocol P {
                func take<T: ~Copyable, U>(_ t: borrowing T, _ u: U) where U: ~Escapable
                func pack<each Ä: ~Copyable>(_ a: repeat each Ä)
                func plain<T: Copyable>(_ t: T)
            }
            """)
        let declaration = try #require(parsed.protocolNamed("P"))
        let take = try #require(declaration.member("take"))
        let pack = try #require(declaration.member("pack"))
        let plain = try #require(declaration.member("plain"))
        #expect(TypeShape.noncopyableGenerics(of: take) == ["T", "U"])
        #expect(TypeShape.noncopyableGenerics(of: pack) == ["Ä"])
        #expect(TypeShape.noncopyableGenerics(of: plain) == [])
    }

    @Test(arguments: [
        ("Int", "Int"), ("  Int\t\r\n", "Int"), ("", ""), (" \n ", ""), ("\u{A0}Café\u{2003}", "Café"),
        (" Café ", "Café"), ("\u{A0}", ""), ("a b", "a b"), ("é\u{A0}", "é"),
    ])
    func trimmingRemovesASCIIAndUnicodeWhitespaceAtTheEnds(text: String, trimmed: String) {
        #expect(text.trimmingCharacters == trimmed)
        #expect(text[...].trimmingCharacters == trimmed)
    }
}
