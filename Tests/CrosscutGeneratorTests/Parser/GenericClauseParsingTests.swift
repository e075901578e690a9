import Testing

@testable import CrosscutGenerator

/// Generic parameter clauses and `where` clauses become typed facts: the names declared and each
/// requirement's subject, relation and constraint, read from tokens.
@Suite struct GenericClauseParsingTests {
    private func member(_ requirement: String) throws -> Member {
        try #require(parse("protocol P {\n    \(requirement)\n}").protocolNamed("P")?.plainMembers.first)
    }

    @Test func aGenericClauseDeclaresItsParametersPacksIncluded() throws {
        let member = try member("func f<T: Hashable, each U, V: Collection<Int>>(_ t: T, _ u: repeat each U, v: V)")
        #expect(member.genericParameterNames == ["T", "U", "V"])
        #expect(member.genericParameters == "T: Hashable, each U, V: Collection<Int>")
        #expect(
            member.requirements == [
                GenericRequirement(subject: "T", relation: .conformance, constraint: "Hashable"),
                GenericRequirement(subject: "V", relation: .conformance, constraint: "Collection<Int>"),
            ])
    }

    @Test func whereRequirementsAreSplitAtTopLevelCommasAndTheirRelation() throws {
        let member = try member(
            "func f<Key, Value>(_ k: Key) -> Value where Key: Hashable & Sendable, Value == [Key: (Int, Int)], Key: Café"
        )
        #expect(
            member.requirements == [
                GenericRequirement(subject: "Key", relation: .conformance, constraint: "Hashable & Sendable"),
                GenericRequirement(subject: "Value", relation: .sameType, constraint: "[Key: (Int, Int)]"),
                GenericRequirement(subject: "Key", relation: .conformance, constraint: "Café"),
            ])
        #expect(member.constraints(of: "Key") == "Hashable & Sendable & Café")
        #expect(member.constraints(of: "Value") == "")
    }

    @Test func aProtocolsWhereClauseNamesSelfAndItsAssociatedTypes() throws {
        let decl = try #require(
            parse("protocol P: Base where Self: AnyObject, Self.Element == Int, ID: Sendable {}").protocolNamed("P"))
        #expect(
            decl.requirements == [
                GenericRequirement(subject: "Self", relation: .conformance, constraint: "AnyObject"),
                GenericRequirement(subject: "Self.Element", relation: .sameType, constraint: "Int"),
                GenericRequirement(subject: "ID", relation: .conformance, constraint: "Sendable"),
            ])
        #expect(decl.requirements.conformances(of: "Element") == "")
        #expect(decl.requirements.conformances(of: "ID") == "Sendable")
    }
}
