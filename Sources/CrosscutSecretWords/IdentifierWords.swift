/// The words of an identifier, a header name or a property label, as ``SecretVocabulary`` reads them.
enum IdentifierWords {
    /// The lowercased words of `name`: `["session", "token"]` for `sessionToken`, `["api", "key"]`
    /// for `APIKey`, `api_key` and `X-API-Key`, `["pin", "2"]` for `pin2`, `["pins"]` for `PINs`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for index in characters.indices {
            let character = characters[index]
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, startsWord(at: index, of: characters) {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A new word starts at a capital after a small letter (`session|Token`), at the last capital
    /// of a run that a small letter follows (`API|Key`) unless that letter is a plural's `s` that
    /// ends the word (`PINs`, `IDs|For`), and where letters and digits meet.
    private static func startsWord(at index: Int, of characters: [Character]) -> Bool {
        let character = characters[index]
        let previous = characters[index - 1]
        if character.isNumber != previous.isNumber { return true }
        guard character.isUppercase else { return false }
        if previous.isLowercase { return true }
        guard previous.isUppercase, let next = characters[safe: index + 1], next.isLowercase else { return false }
        let isPlural = next == "s" && characters[safe: index + 2]?.isLowercase != true
        return !isPlural
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
