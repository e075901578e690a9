/// The words that say a parameter holds a secret, matched as whole words of its name or type:
/// `sessionToken`, `api_key`, `APIKey`, `Password?` and `[Credential]` match; `key`, `pinned`
/// and `tokenizer` do not.
///
/// The list is short on purpose, so that a reader can know it: credentials and what authenticates
/// (password, passcode, passphrase, pin, otp, secret, token, credential, authorization, cookie,
/// API, private and access keys) and payment or identity numbers (card number, cvv, cvc, iban,
/// ssn). A plural matches as its singular (`tokens`). `key` alone is not a credential (cache and
/// dictionary keys are everywhere); `apiKey`, `privateKey` and `accessKey` are.
enum SecretVocabulary {
    /// Words that alone say a secret.
    static let words: Set<String> = [
        "password", "passwd", "passcode", "passphrase", "pin", "otp", "secret", "token", "credential",
        "authorization", "cookie", "cvv", "cvc", "iban", "ssn",
    ]
    /// Words that say a secret after the word before them: `apiKey`, `cardNumber`.
    static let pairs: [(first: String, second: String)] = [
        ("api", "key"), ("private", "key"), ("access", "key"), ("card", "number"),
    ]

    /// The words of `name` that say it holds a secret, as they read in the name (`"api key"`,
    /// `"token"`), or `nil` when it says nothing of the kind.
    static func secretWords(in name: String) -> String? {
        let words = Self.words(of: name).map(singular)
        for (index, word) in words.enumerated() {
            if Self.words.contains(word) { return word }
            if index > 0, pairs.contains(where: { $0.first == words[index - 1] && $0.second == word }) {
                return words[index - 1] + " " + word
            }
        }
        return nil
    }

    /// The lowercased words of an identifier: `["session", "token"]` for `sessionToken`,
    /// `["api", "key"]` for `APIKey` and `api_key`, `["pin", "2"]` for `pin2`.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, startsWord(character, after: previous, before: characters[safe: index + 1]) {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A new word starts at a capital after a small letter (`session|Token`), at the last capital
    /// of a run that a small letter follows (`API|Key`), and where letters and digits meet.
    private static func startsWord(_ character: Character, after previous: Character, before next: Character?)
        -> Bool
    {
        if character.isNumber != previous.isNumber { return true }
        guard character.isUppercase else { return false }
        if previous.isLowercase { return true }
        return previous.isUppercase && next?.isLowercase == true
    }

    /// `token` for `tokens`; other words as they are.
    private static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") else { return word }
        let stem = String(word.dropLast())
        return words.contains(stem) || pairs.contains(where: { $0.second == stem }) ? stem : word
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
