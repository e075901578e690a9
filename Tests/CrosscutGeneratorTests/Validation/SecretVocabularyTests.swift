import Testing

@testable import CrosscutGenerator

/// Which names and types say a secret: whole words of camelCase and snake_case identifiers.
@Suite struct SecretVocabularyTests {
    @Test(arguments: [
        ("password", "password"), ("newPassword", "password"), ("sessionToken", "token"), ("refresh_token", "token"),
        ("APIKey", "api key"), ("api_key", "api key"), ("apiKey", "api key"), ("privateKey", "private key"),
        ("cardNumber", "card number"), ("CVV", "cvv"), ("pin", "pin"), ("pin2", "pin"), ("PINCode", "pin"),
        ("tokens", "token"), ("Credentials", "credential"), ("HTTPCookie", "cookie"), ("userSSN", "ssn"),
        ("authorization", "authorization"), ("passcode", "passcode"), ("clientSecret", "secret"), ("iban", "iban"),
    ])
    func aSecretNameIsFound(name: String, words: String) {
        #expect(SecretVocabulary.secretWords(in: name) == words)
    }

    @Test(arguments: [
        "key", "cacheKey", "keys", "pinned", "spinner", "tokenizer", "secretary", "email", "userID", "number",
        "cardholder", "passage", "Keychain", "opinion", "access",
    ])
    func anOrdinaryNameIsNot(name: String) {
        #expect(SecretVocabulary.secretWords(in: name) == nil)
    }

    @Test func wordsSplitAtCaseChangesUnderscoresAndDigits() {
        #expect(SecretVocabulary.words(of: "APIKey") == ["api", "key"])
        #expect(SecretVocabulary.words(of: "sessionToken") == ["session", "token"])
        #expect(SecretVocabulary.words(of: "refresh_token_v2") == ["refresh", "token", "v", "2"])
        #expect(SecretVocabulary.words(of: "HTTPCookie") == ["http", "cookie"])
    }
}
