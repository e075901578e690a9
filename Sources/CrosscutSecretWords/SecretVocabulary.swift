/// The words that say a name holds a secret: shared by the generator (parameter names, labels and
/// types) and the runtime (stored property labels, dictionary keys, URL query names).
///
/// A name holds a secret when its *head* — its last word, as English compounds end in what they
/// name — is a secret word or ends a secret phrase: `sessionToken`, `newPassword`, `apiKey`,
/// `socialSecurityNumber`. `tokenCount`, `passwordPolicy` and `keyPath` name something else.
///
/// - Words are split at case changes, acronyms, digits and any other character: `APIKey`,
///   `api_key` and `X-API-Key` are `api key`. An acronym's plural stays one word (`PINs`,
///   `sessionIDs`), and plurals read as their singular (`tokens`, `OTPs`).
/// - A name in one case with no separators counts as the words it ends with: `apikey`, `APIKEY`,
///   `accesstoken`, `newpassword` (a secret word of five letters or more, or a phrase).
/// - Words of form after the head are skipped: `tokenString`, `passwordHash`, `authHeader`,
///   `PINCode`, `privateKeyPEM`, and a version (`pin2`, `refresh_token_v2`).
/// - A name that starts as a flag or a quantity is no secret: `isSecret`, `hasPassword`,
///   `maxTokens`, `splitCookie`.
/// - `secret` before the head, singular, says that what the head names is kept secret:
///   `secretAnswer`, `secret_question_answer`; unless the head names, finds or counts a secret
///   (`secretName`, `secretID`, `secretQuestion`, ``aboutSecrets``). `secretsManager` is about
///   secrets.
/// - `token` is a credential unless the word before it says it is a grammar's or a handle's:
///   `arrowToken`, `eofToken`, `progressToken`, `removalToken`, `pageToken`.
///
/// `key`, `code`, `number` and `id` alone are no secrets (cache keys, error codes and user IDs are
/// everywhere); they are in phrases. `Tests/SecretNames/public-parameter-names.txt`
/// holds every parameter name of the public API of the Swift packages the vocabulary was tested on,
/// and `secret-parameter-names.txt` the ones it redacts.
package enum SecretVocabulary {
    /// Words that say a secret when they end a name.
    static let words: Set<String> = [
        "password", "passwd", "pwd", "passcode", "passphrase", "pin", "otp", "totp", "hotp", "secret", "token",
        "credential", "creds", "authorization", "auth", "cookie", "cvv", "cvc", "iban", "ssn", "jwt", "bearer",
        "signature",
    ]

    /// Phrases that say a secret when they end a name, whose last word alone does not.
    static let phrases: [[String]] = [
        ["social", "security", "number"], ["api", "key"], ["private", "key"], ["access", "key"], ["secret", "key"],
        ["signing", "key"], ["encryption", "key"], ["decryption", "key"], ["session", "key"], ["master", "key"],
        ["symmetric", "key"], ["shared", "key"], ["preshared", "key"], ["ssh", "key"], ["auth", "key"],
        ["mac", "key"], ["key", "material"], ["session", "id"], ["auth", "code"], ["authorization", "code"],
        ["mfa", "code"], ["verification", "code"], ["security", "code"], ["card", "number"], ["card", "num"],
        ["security", "answer"], ["security", "question", "answer"],
    ]

    /// Words skipped after the head: what form the secret takes, not what it is.
    static let forms: Set<String> = [
        "string", "value", "data", "bytes", "text", "base64", "hex", "pem", "der", "hash", "header", "representation",
        "code",
    ]

    /// First words that make a name a flag or a quantity.
    static let flagsAndQuantities: Set<String> = [
        "is", "has", "should", "requires", "require", "allow", "allows", "needs", "use", "uses", "enable", "enables",
        "split", "max", "min", "num",
    ]

    /// Heads that name, find or count a secret rather than hold one, which `secret` before them
    /// does not make secrets: `secretName`, `secretID`, `secretQuestion`.
    static let aboutSecrets: Set<String> = [
        "name", "id", "arn", "ref", "reference", "path", "url", "version", "count", "length", "size", "type", "kind",
        "store", "manager", "provider", "policy", "question",
    ]

    /// Words before `token` that make it a grammar's or a handle's token, not a credential.
    static let tokensOfOtherKinds: Set<String> = [
        "arrow", "assign", "sign", "file", "eof", "operator", "pound", "equality", "containing", "filter", "removal",
        "progress", "cancellation", "continuation", "page",
    ]

    /// Every word the vocabulary knows: a plural of one of them reads as its singular.
    static let known: Set<String> = words.union(phrases.joined()).union(forms)

    /// The vocabulary's words and phrases as one word, longest first, for names written in one case.
    private static let compounds: [[String]] =
        (phrases + words.filter { $0.count >= 5 }.map { [$0] }).sorted { $0.joined().count > $1.joined().count }

    /// The words of `name` that say it holds a secret, as they read in the vocabulary (`"api key"`,
    /// `"token"`), or `nil` when it says nothing of the kind.
    package static func secretWords(in name: String) -> String? {
        let written = IdentifierWords.words(of: name)
        var words = written.map(singular)
        guard let first = words.first, !flagsAndQuantities.contains(first) else { return nil }
        while let last = words.popLast() {
            words += compoundWords(last)
            if let phrase = phrases.first(where: { words.ends(with: $0) }) { return phrase.joined(separator: " ") }
            let head = words.removeLast()
            if Self.words.contains(head) {
                return head == "token" && words.last.map(tokensOfOtherKinds.contains) == true ? nil : head
            }
            if head.allSatisfy(\.isNumber) {
                if words.last == "v" { words.removeLast() }
            } else if !forms.contains(head) {
                // `secret` before the head, as written, says that what it names is kept secret.
                return written.contains("secret") && !aboutSecrets.contains(head) ? "secret" : nil
            }
        }
        return nil
    }

    /// `token` for `tokens` and `pin` for `pins`; other words as they are.
    static func singular(_ word: String) -> String {
        guard word.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss") else { return word }
        let stem = String(word.dropLast())
        return known.contains(stem) ? stem : word
    }

    /// `word` as the words it ends with when it runs several together: `["access", "token"]` for
    /// `accesstoken`, `["api", "key"]` for `apikeys`; `[word]` otherwise.
    private static func compoundWords(_ word: String) -> [String] {
        guard !known.contains(word) else { return [word] }
        for compound in compounds {
            let joined = compound.joined()
            for ending in [joined, joined + "s"] where word.hasSuffix(ending) {
                let rest = String(word.dropLast(ending.count))
                return (rest.isEmpty ? [] : [rest]) + compound
            }
        }
        return [word]
    }
}

extension Array where Element == String {
    fileprivate func ends(with phrase: [String]) -> Bool {
        count >= phrase.count && self[(count - phrase.count)...].elementsEqual(phrase)
    }
}
