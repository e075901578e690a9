/// What a type, as written in the source, looks like: enough to forward a parameter and to tell
/// whether a value of it can be part of a cache key. Purely syntactic.
struct TypeShape: Sendable {
    /// The type with leading attributes and ownership specifiers removed: `() -> Void` for
    /// `@escaping @Sendable () -> Void`, `Int` for `inout Int`.
    let core: String
    let attributes: [String]
    let isInout: Bool
    let isVariadic: Bool
    /// The ownership specifiers written before the type: `consuming`, `borrowing`, `sending`.
    let ownership: Set<String>

    /// ASCII text (the usual case) is read on its bytes, each of which is a `Character` there (a
    /// CR LF pair, one `Character`, is whitespace either way); other text `Character` by `Character`.
    init(_ written: String) {
        let trimmed = written.trimmingCharacters
        let text = Text(trimmed)
        var rest = Substring(trimmed)
        var attributes: [String] = []
        var isInout = false
        var ownership: Set<String> = []
        while true {
            rest = rest[text.firstIndex(in: rest, bytes: { $0 != Byte.space }, characters: { $0 != " " })...]
            if text.hasPrefix(rest, "@") {
                let nameEnd = text.firstIndex(
                    in: rest, bytes: { Byte.isWhitespace($0) || $0 == Byte.leftParen },
                    characters: { $0.isWhitespace || $0 == "(" })
                var attribute = String(rest[..<nameEnd])
                rest = rest[nameEnd...]
                if text.hasPrefix(rest, "("), let close = TypeShape.matchingParenthesis(in: rest) {
                    attribute += rest[rest.startIndex...close]
                    rest = rest[rest.index(after: close)...]
                }
                attributes.append(attribute)
                continue
            }
            if let specifier = TypeShape.specifiers.first(where: { text.hasPrefix(rest, $0.spaced) }) {
                isInout = isInout || specifier.name == "inout"
                ownership.insert(specifier.name)
                rest = rest.dropFirst(specifier.name.count + 1)
                continue
            }
            break
        }
        // Trimming is idempotent: text nothing was taken from needs no second pass.
        var core = rest.startIndex == trimmed.startIndex ? trimmed : String(rest).trimmingCharacters
        isVariadic = text.hasSuffix(core, "...")
        if isVariadic { core = String(core.dropLast(3)).trimmingCharacters }
        self.core = core
        self.attributes = attributes
        self.isInout = isInout
        self.ownership = ownership
    }

    /// The ownership specifiers, each with the space that must follow it.
    private static let specifiers = ["inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated"]
        .map { (name: $0, spaced: $0 + " ") }

    /// A written type's text, with the tests ``TypeShape/init(_:)`` makes of it: on the bytes when
    /// all are ASCII, on `Character`s otherwise.
    private struct Text {
        let isASCII: Bool

        init(_ text: String) {
            isASCII = text.isASCII
        }

        func firstIndex(
            in part: Substring, bytes: (UInt8) -> Bool, characters: (Character) -> Bool
        ) -> String.Index {
            (isASCII ? part.utf8.firstIndex(where: bytes) : part.firstIndex(where: characters)) ?? part.endIndex
        }

        /// Whether `part` starts with `prefix`, an ASCII text whose first `Character` no other
        /// equals, so that a different first byte rules it out in any text.
        func hasPrefix(_ part: Substring, _ prefix: String) -> Bool {
            guard part.utf8.first == prefix.utf8.first else { return false }
            return isASCII ? part.utf8.starts(with: prefix.utf8) : part.hasPrefix(prefix)
        }

        /// Whether `part` ends with `suffix`, an ASCII text as for ``hasPrefix(_:_:)``.
        func hasSuffix(_ part: String, _ suffix: String) -> Bool {
            guard part.utf8.last == suffix.utf8.last else { return false }
            return isASCII ? part.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) : part.hasSuffix(suffix)
        }
    }

    /// `true` for `sending T`: the value is given away by the call, and can be given only once.
    var isSending: Bool { ownership.contains("sending") }

    /// `true` for `consuming T` or `borrowing T`: the value is not implicitly copied, so the
    /// decorator copies it (`copy x`) where it uses it besides the call.
    var isOwnershipExplicit: Bool { ownership.contains("consuming") || ownership.contains("borrowing") }

    var isAutoclosure: Bool { attributes.contains("@autoclosure") }

    /// `true` for function types: `() -> Void`, `(Int) async throws -> String`.
    var isFunction: Bool { core.utf8.contains(Byte.greater) && TypeShape.topLevelArrow(in: core) }

    /// `true` for an optional function type such as `(() -> Void)?`, which also cannot be hashed.
    var isOptionalFunction: Bool {
        guard core.utf8.last == Byte.question || core.utf8.last == Byte.exclamation,
            core.hasSuffix("?") || core.hasSuffix("!")
        else { return false }
        let inner = core.dropLast()
        guard inner.hasPrefix("("), inner.hasSuffix(")") else { return false }
        return TypeShape(String(inner.dropFirst().dropLast())).isFunction
    }

    /// `true` for tuple types (`(Int, String)`, `()`), not for a parenthesized single type.
    var isTuple: Bool {
        guard core.hasPrefix("("),
            TypeShape.matchingParenthesis(in: Substring(core)) == core.index(before: core.endIndex)
        else { return false }
        let inner = core.dropFirst().dropLast()
        return inner.trimmingCharacters.isEmpty || TypeShape.hasTopLevelComma(in: inner)
    }

    /// `true` for `any P` existentials and old-style protocol compositions written with `any`.
    var isExistential: Bool { core.hasPrefix("any ") || core.hasPrefix("(any ") }

    /// `true` for a parameter pack's expansion, `repeat each T`.
    var isPack: Bool { core.hasPrefix("repeat ") }

    /// `true` for `some P` opaque parameter types.
    var isOpaque: Bool { core.hasPrefix("some ") }

    /// `true` for metatypes such as `T.Type` and `any P.Type`.
    var isMetatype: Bool { core.hasSuffix(".Type") || core.hasSuffix(".Protocol") }

    /// `true` when the type is exactly `Self`.
    var isSelf: Bool { core == "Self" }

    /// `true` when the type spells `Self` other than as `Self.Member` (`[Self]`, `Self?`).
    var mentionsBareSelf: Bool { TypeShape.mentionsBareSelf(core) }

    /// The type's identifiers, for example `["Dictionary", "String", "T"]` for `[String: T]`.
    /// (ASCII text is split on its bytes, where letters and digits are ASCII ones.)
    var identifiers: [Substring] {
        guard core.isASCII else {
            return core.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        }
        return core.utf8.split { !(Byte.isIdentifierBody($0) && $0 != Byte.dollar) }.map {
            core[$0.startIndex..<$0.endIndex]
        }
    }

    /// The generic parameters `member` declares `~Copyable` (or `~Escapable`): their values
    /// cannot be copied into a log event or a cache key, nor passed on twice.
    static func noncopyableGenerics(of member: Member) -> Set<String> {
        let clauses = [member.genericParameters, member.whereClause].compactMap { $0 }
        guard clauses.contains(where: { $0.utf8.contains(UInt8(ascii: "~")) }) else { return [] }
        var names: Set<String> = []
        for clause in clauses {
            for requirement in clause.split(separator: ",") where requirement.contains("~") {
                let name = requirement.prefix { $0 != ":" }.trimmingCharacters
                names.insert(name.hasPrefix("each ") ? String(name.dropFirst(5)) : name)
            }
        }
        return names
    }

    static func mentionsBareSelf(_ text: String) -> Bool {
        // Only the bytes `Self` spell the word `Self`.
        guard FixedWord("Self").occurs(in: text) else { return false }
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let word = String(characters[start..<index])
            let afterDot = start > 0 && characters[start - 1] == "."
            let beforeDot = index < characters.count && characters[index] == "."
            if word == "Self", !afterDot, !beforeDot { return true }
        }
        return false
    }

    static func matchingParenthesis(in text: Substring) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">":
                if text[index] == ">", index > text.startIndex, text[text.index(before: index)] == "-" { break }
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func topLevelArrow(in text: String) -> Bool {
        containsAtTopLevel(text) { character, previous in character == ">" && previous == "-" }
    }

    private static func hasTopLevelComma(in text: Substring) -> Bool {
        containsAtTopLevel(text) { character, _ in character == "," }
    }

    /// Whether `match` holds for a character outside all brackets (the `>` of `->` closes none).
    private static func containsAtTopLevel(
        _ text: some StringProtocol, _ match: (_ character: Character, _ previous: Character) -> Bool
    ) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in text {
            if depth == 0 && match(character, previous) { return true }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            previous = character
        }
        return false
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without leading and trailing whitespace.
    ///
    /// ASCII whitespace is trimmed on the UTF-8 bytes; only when a non-ASCII byte is reached
    /// from either end does it fall back to walking `Character`s (Unicode whitespace).
    var trimmingCharacters: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !Byte.isWhitespace($0) }) else { return "" }
        let last = bytes.lastIndex { !Byte.isWhitespace($0) } ?? first
        guard bytes[first] < 0x80, bytes[last] < 0x80 else { return trimmingUnicodeWhitespace }
        let end = bytes.index(after: last)
        return first == bytes.startIndex && end == bytes.endIndex ? String(self) : String(self[first..<end])
    }

    private var trimmingUnicodeWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

}
