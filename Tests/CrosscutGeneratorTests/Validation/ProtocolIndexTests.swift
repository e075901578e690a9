import Testing

@testable import CrosscutGenerator

/// The index of the protocols the generator has seen, and the readings of inheritance clauses it
/// resolves parents with.
@Suite struct ProtocolIndexTests {
    /// The models of `files` (path, text), as the parser gives them.
    private func index(_ files: [(String, String)]) -> ProtocolIndex {
        ProtocolIndex(files.map { DeclarationParser.parse(SourceFile(path: $0.0, text: $0.1)).model })
    }

    @Test func protocolsAreFoundByTheirSimpleAndQualifiedNamesAsWritten() {
        let index = index([
            ("/a/A.swift", "protocol Parent {}\nenum Outer { protocol Inner {} }\nprotocol Café<Größe> {}")
        ])
        #expect(index.lookup("Parent")?.name == "Parent")
        #expect(index.lookup(" Parent<Int> ")?.name == "Parent")
        #expect(index.lookup("Outer.Inner")?.name == "Inner")
        #expect(index.lookup("Inner")?.name == "Inner")
        #expect(index.lookup("Café<Ünïcode>")?.name == "Café")
        #expect(index.lookup("Other.Inner") == nil)
        #expect(index.lookup("Missing") == nil)
        #expect(index.contains("Outer.Inner") && index.contains("Café") && !index.contains("Missing"))
    }

    @Test func theFirstFileToDeclareANameKeepsIt() {
        let index = index([
            ("/a/First.swift", "protocol Twin { func first() }"),
            ("/a/Second.swift", "protocol Twin { func second() }"),
        ])
        #expect(index.lookup("Twin")?.plainMembers.map(\.name) == ["first"])
        #expect(index.model(ofFile: "/a/Second.swift")?.protocols.map(\.name) == ["Twin"])
        #expect(index.model(ofFile: "/a/Third.swift") == nil)
        #expect(index.models.map(\.file).sorted() == ["/a/First.swift", "/a/Second.swift"])
    }

    @Test func parentNamesSplitCompositionsAndSeeThroughTypealiases() throws {
        var index = index([
            ("/a/P.swift", "protocol P: Storable, Café & Sendable, Base<Int> where Self: AnyObject {}")
        ])
        index.add([
            DeclaredTypealias(name: "Storable", aliased: "Hashable & Stored"),
            DeclaredTypealias(name: "Stored", aliased: "Codable"), DeclaredTypealias(name: "Storable", aliased: "Int"),
        ])
        let declaration = try #require(index.lookup("P"))
        #expect(index.parentNames(of: declaration) == ["Hashable", "Codable", "Café", "Sendable", "Base", "AnyObject"])
        #expect(index.contains("Stored"))
    }

    @Test func typealiasCyclesEndTheSearch() throws {
        var index = index([("/a/P.swift", "protocol P: Loop {}")])
        index.add([
            DeclaredTypealias(name: "Loop", aliased: "Around & Sendable"),
            DeclaredTypealias(name: "Around", aliased: "Loop"),
        ])
        #expect(index.parentNames(of: try #require(index.lookup("P"))) == ["Sendable"])
    }

    @Test func constraintsImplyWhatTheirProtocolsRefine() {
        let index = index([
            (
                "/a/A.swift",
                """
                protocol Identifier: Hashable, Sendable {}
                protocol Key: Identifier {}
                protocol Clé: Key {}
                protocol Loop: Cycle {}
                protocol Cycle: Loop {}
                protocol Marked where Self: Sendable {}
                """
            )
        ])
        #expect(index.impliesHashable("Hashable & Sendable") && index.impliesSendable("Hashable & Sendable"))
        #expect(index.impliesHashable("ID: Key") && index.impliesSendable("ID: Key"))
        #expect(index.impliesHashable("Clé") && index.impliesSendable("Clé"))
        #expect(index.impliesHashable("BinaryInteger") && !index.impliesSendable("BinaryInteger"))
        #expect(index.impliesSendable("Marked") && !index.impliesHashable("Marked"))
        #expect(!index.impliesHashable("Equatable") && !index.impliesHashable("Loop") && !index.impliesSendable("Loop"))
        #expect(!index.impliesHashable("Hashables"))
    }

    @Test(arguments: [
        ("Parent", "Parent"), (" Parent<Int> ", "Parent"), ("Outer.Parent<[String: Int]>", "Outer.Parent"),
        ("Café<Ünïcode>", "Café"), ("\u{A0}Größe\u{2003}", "Größe"), ("", ""),
    ])
    func plainNamesDropGenericArguments(written: String, plain: String) {
        #expect(ProtocolIndex.plainName(written) == plain)
    }

    @Test func inheritedNamesSplitCompositions() {
        #expect(
            ProtocolIndex.inheritedNames(["A & B", "C<Int>", " ", "Café & Größe<Ä>", "Outer.D"]) == [
                "A", "B", "C", "Café", "Größe", "Outer.D",
            ])
        #expect(ProtocolIndex.inheritedNames([]) == [])
    }

    @Test(arguments: [
        ("Self: AnyObject, Self: Sendable", ["AnyObject", "Sendable"]),
        ("Element: Hashable, Self: Codable", ["Codable"]),
        ("Self: Base<Int, String>, Self : Café", ["Base<Int, String>", "Café"]),
        ("Self == Other", []), ("Self.Element: Hashable", []),
    ])
    func selfConstraintsAreTheWhereClausesRequirementsOfSelf(clause: String, constraints: [String]) throws {
        let parsed = try #require(parse("protocol P where \(clause) {}").protocolNamed("P"))
        #expect(ProtocolIndex.selfConstraints(parsed.requirements) == constraints)
    }

    @Test func withoutAWhereClauseSelfHasNoConstraints() {
        #expect(ProtocolIndex.selfConstraints([]) == [])
    }

    @Test(arguments: [
        ("A, B", ["A", "B"]), ("A<B, C>, (D, E) -> F, [G: H]", ["A<B, C>", "(D, E) -> F", "[G: H]"]),
        ("() -> Int, B", ["() -> Int", "B"]), (" , ,a, ", ["a"]), ("Café<Ä, Ö>, Größe", ["Café<Ä, Ö>", "Größe"]),
        ("", []),
    ])
    func splitTopLevelSplitsAtCommasOutsideBrackets(text: String, parts: [String]) {
        #expect(ProtocolIndex.splitTopLevel(Substring(text)) == parts)
    }
}
