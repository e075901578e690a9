/// What a type, as written in the source, looks like: enough to forward a parameter and to tell
/// whether a value of it can be part of a cache key. Purely syntactic.
struct TypeShape: Sendable {
    /// The type with leading attributes and ownership specifiers removed: `() -> Void` for
    /// `@escaping @Sendable () -> Void`, `Int` for `inout Int`.
    let core: String
    let attributes: [String]
    let isInout: Bool
    let isVariadic: Bool

    init(_ written: String) {
        var rest = Substring(written.trimmingCharacters)
        var attributes: [String] = []
        var isInout = false
        while true {
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix("@") {
                let name = rest.prefix { !$0.isWhitespace && $0 != "(" }
                rest = rest.dropFirst(name.count)
                var attribute = String(name)
                if rest.hasPrefix("("), let close = TypeShape.matchingParenthesis(in: rest) {
                    attribute += rest[rest.startIndex...close]
                    rest = rest[rest.index(after: close)...]
                }
                attributes.append(attribute)
                continue
            }
            if let specifier = TypeShape.specifiers.first(where: { rest.hasPrefix($0 + " ") }) {
                isInout = isInout || specifier == "inout"
                rest = rest.dropFirst(specifier.count + 1)
                continue
            }
            break
        }
        var core = String(rest).trimmingCharacters
        isVariadic = core.hasSuffix("...")
        if isVariadic { core = String(core.dropLast(3)).trimmingCharacters }
        self.core = core
        self.attributes = attributes
        self.isInout = isInout
    }

    private static let specifiers = ["inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated"]

    var isAutoclosure: Bool { attributes.contains("@autoclosure") }

    /// `true` for function types: `() -> Void`, `(Int) async throws -> String`.
    var isFunction: Bool { TypeShape.topLevelArrow(in: core) }

    /// `true` for an optional function type such as `(() -> Void)?`, which also cannot be hashed.
    var isOptionalFunction: Bool {
        guard core.hasSuffix("?") || core.hasSuffix("!") else { return false }
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

    /// `true` for `some P` opaque parameter types.
    var isOpaque: Bool { core.hasPrefix("some ") }

    /// `true` for metatypes such as `T.Type` and `any P.Type`.
    var isMetatype: Bool { core.hasSuffix(".Type") || core.hasSuffix(".Protocol") }

    /// `true` when the type is exactly `Self`.
    var isSelf: Bool { core == "Self" }

    /// `true` when the type spells `Self` other than as `Self.Member` (`[Self]`, `Self?`).
    var mentionsBareSelf: Bool { TypeShape.mentionsBareSelf(core) }

    /// The type's identifiers, for example `["Dictionary", "String", "T"]` for `[String: T]`.
    var identifiers: [Substring] {
        core.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    static func mentionsBareSelf(_ text: String) -> Bool {
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
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" {
                    if depth == 0 { return true }
                } else {
                    depth -= 1
                }
            default: break
            }
            previous = character
        }
        return false
    }

    private static func hasTopLevelComma(in text: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0: return true
            default: break
            }
            previous = character
        }
        return false
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    var trimmingCharacters: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
