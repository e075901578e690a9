import Testing

@testable import CrosscutGenerator

/// The conditions of imports under `#if`, read, joined, negated and written back as a person would
/// write them; and the blocks that write each import once.
@Suite struct ImportConditionTests {
    private func condition(_ conditions: String...) -> ImportCondition { ImportCondition(all: conditions) }

    @Test func nestedAndElseClausesReadAsOneCondition() {
        #expect(condition("canImport(A)", "!(B || canImport(C))").text == "canImport(A) && !B && !canImport(C)")
        #expect(condition("(A)", "!!B").text == "A && !!B", "an atom it cannot take apart stays as written")
        #expect(condition("compiler(>=6)").negated.text == "!compiler(>=6)")
        #expect(condition("A && B").negated.text == "!A || !B")
    }

    @Test func impliedAndComplementaryTermsAreDropped() {
        let essentials = condition("canImport(FoundationEssentials)")
        #expect(essentials.or(condition("!(FullFoundation)", "canImport(FoundationEssentials)")) == essentials)
        #expect(condition("A", "B").or(condition("A", "!B")) == condition("A"))
        #expect(condition("A").or(condition("!A")).isAlwaysTrue)
        #expect(condition("A").and(condition("!A")).isNeverTrue)
    }

    @Test func conditionsWithTheSameTermsInAnotherOrderAreEqual() {
        #expect(condition("A || B") == condition("B || A"))
        #expect(Set([condition("A || B"), condition("B || A")]).count == 1)
    }

    @Test func importsOfOneConditionShareABlockBesideTheirNegationsElse() throws {
        let statement = { (text: String) in ImportStatement(Substring(text))! }
        let imports = [
            ConditionalImport(conditions: ["compiler(>=6)"], statement: statement("internal import A")),
            ConditionalImport(conditions: ["compiler(>=6)"], statement: statement("internal import B")),
            ConditionalImport(conditions: ["!compiler(>=6)"], statement: statement("import A")),
            ConditionalImport(conditions: ["os(Linux)"], statement: statement("import C")),
            ConditionalImport(conditions: ["!os(Linux)"], statement: statement("import C")),
        ]
        let lines = ConditionalImportBlocks.lines(imports, plain: [])
        #expect(
            lines == [
                "#if compiler(>=6)", "    internal import A", "    internal import B", "#else", "    import A",
                "#endif", "import C",
            ])
        let block = lines.prefix(6).joined(separator: "\n")
        #expect(try #require(ConditionalImportBlocks.imports(inBlock: block)) == Array(imports.prefix(3)))
    }

    @Test func aModuleIsNotImportedWhereOneThatReexportsItIs() {
        let statement = { (text: String) in ImportStatement(Substring(text))! }
        let essentials = ConditionalImport(
            conditions: ["canImport(FoundationEssentials)"], statement: statement("public import FoundationEssentials"))
        #expect(ConditionalImportBlocks.lines([essentials], plain: [statement("public import Foundation")]).isEmpty)
        #expect(
            ConditionalImportBlocks.lines([essentials], plain: [statement("import Foundation")]) == [
                "#if canImport(FoundationEssentials)", "    public import FoundationEssentials", "#endif",
            ], "a narrower import of Foundation does not bring its names publicly")
    }
}
