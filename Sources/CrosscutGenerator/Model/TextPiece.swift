/// One piece of a type's or a signature's text, as written: a whole identifier, or one character
/// between identifiers. The one walk over such text that the passes which read or rewrite its
/// words share.
///
/// ```swift
/// TextPiece.pieces(of: "Self.Element?")  // [.word("Self"), .other("."), .word("Element"), .other("?")]
/// ```
enum TextPiece: Equatable, Sendable {
    case word(String)
    case other(Character)

    /// `text` cut into whole identifiers and the characters between them.
    static func pieces(of text: String) -> [TextPiece] {
        var pieces: [TextPiece] = []
        var word = ""
        for character in text {
            if character.isIdentifierCharacter {
                word.append(character)
                continue
            }
            if !word.isEmpty { pieces.append(.word(word)) }
            word = ""
            pieces.append(.other(character))
        }
        if !word.isEmpty { pieces.append(.word(word)) }
        return pieces
    }

    /// The identifier, or `nil` for a character between identifiers.
    var word: String? {
        if case .word(let word) = self { word } else { nil }
    }

    /// The piece as written.
    var text: String {
        switch self {
        case .word(let word): word
        case .other(let character): String(character)
        }
    }
}

extension [TextPiece] {
    /// Whether the piece at `index` is the word `word`, neither a qualified name's member (after
    /// `.`) nor qualifying one: `Self` in `[Self]`, not in `Self.Element` or `Outer.Self`.
    func isBare(_ word: String, at index: Int) -> Bool {
        self[index] == .word(word) && !isPreceded(at: index, by: ".") && !isFollowed(at: index, by: ".")
    }

    /// Whether the piece before the one at `index` is `character`.
    func isPreceded(at index: Int, by character: Character) -> Bool {
        index > startIndex && self[index - 1] == .other(character)
    }

    /// Whether the piece after the one at `index` is `character`.
    func isFollowed(at index: Int, by character: Character) -> Bool {
        index + 1 < endIndex && self[index + 1] == .other(character)
    }
}

extension Character {
    /// Whether the character may stand in an identifier: a letter, a digit or `_`.
    var isIdentifierCharacter: Bool { isLetter || isNumber || self == "_" }
}
