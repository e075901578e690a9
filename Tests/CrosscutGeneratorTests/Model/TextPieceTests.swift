import Testing

@testable import CrosscutGenerator

/// Type text cut into whole identifiers and the characters between them, and the questions the
/// passes that rewrite such text ask of a word.
struct TextPieceTests {
    @Test func textIsCutIntoWholeIdentifiersAndWhatLiesBetween() {
        let pieces = TextPiece.pieces(of: "[Self.Élément_2]?")
        #expect(
            pieces == [.other("["), .word("Self"), .other("."), .word("Élément_2"), .other("]"), .other("?")])
        #expect(pieces.map(\.text).joined() == "[Self.Élément_2]?")
        #expect(TextPiece.pieces(of: "").isEmpty)
    }

    @Test(arguments: [
        ("Self", true), ("[Self]", true), ("(Self) -> Self?", true), ("Self.Element", false),
        ("Outer.Self", false), ("SelfType", false), ("_Self", false), ("Array<MySelf>", false),
    ])
    func aBareSelfIsNeitherQualifiedNorQualifying(text: String, isBare: Bool) {
        let pieces = TextPiece.pieces(of: text)
        #expect(pieces.indices.contains { pieces.isBare("Self", at: $0) } == isBare)
    }

    @Test func aWordKnowsTheCharactersAroundIt() {
        let pieces = TextPiece.pieces(of: "Set<Int>.Index")
        #expect(pieces.isFollowed(at: 0, by: "<"))
        #expect(!pieces.isPreceded(at: 0, by: "."))
        #expect(pieces.isPreceded(at: 5, by: "."))
        #expect(!pieces.isFollowed(at: 5, by: "."))
    }
}
