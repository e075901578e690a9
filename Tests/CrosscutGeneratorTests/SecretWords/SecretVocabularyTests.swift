import Testing

@testable import CrosscutSecretWords

/// Which names and types say a secret: the head of the name, in every spelling real code uses.
@Suite struct SecretVocabularyTests {
    @Test(arguments: [
        ("password", "password"), ("newPassword", "password"), ("sessionToken", "token"), ("refresh_token", "token"),
        ("APIKey", "api key"), ("api_key", "api key"), ("apiKey", "api key"), ("privateKey", "private key"),
        ("cardNumber", "card number"), ("CVV", "cvv"), ("pin", "pin"), ("pin2", "pin"), ("PINCode", "pin"),
        ("tokens", "token"), ("Credentials", "credential"), ("HTTPCookie", "cookie"), ("userSSN", "ssn"),
        ("authorization", "authorization"), ("passcode", "passcode"), ("clientSecret", "secret"), ("iban", "iban"),
        ("refresh_token_v2", "token"), ("passwordHash", "password"), ("tokenString", "token"),
    ])
    func aSecretNameIsFound(name: String, words: String) {
        #expect(SecretVocabulary.secretWords(in: name) == words)
    }

    /// The names of the red team's report: plurals, capitals, compounds and abbreviations.
    @Test(arguments: [
        ("PINs", "pin"), ("OTPs", "otp"), ("SSNs", "ssn"), ("IBANs", "iban"), ("apikey", "api key"),
        ("APIKEY", "api key"), ("bearer", "bearer"), ("jwt", "jwt"), ("pwd", "pwd"), ("auth", "auth"),
        ("authCode", "auth code"), ("mfaCode", "mfa code"), ("totp", "totp"), ("sessionID", "session id"),
        ("sessionIDs", "session id"), ("sessionKey", "session key"), ("signingKey", "signing key"),
        ("encryptionKey", "encryption key"), ("socialSecurityNumber", "social security number"),
        ("cardNum", "card num"), ("JWT", "jwt"), ("SSHKey", "ssh key"), ("Authorization", "authorization"),
        ("Proxy-Authorization", "authorization"), ("X-API-Key", "api key"), ("Set-Cookie", "cookie"),
        ("accesstoken", "token"), ("ACCESS_TOKEN", "token"), ("authHeader", "auth"), ("basicAuth", "auth"),
        ("secretAnswer", "secret"), ("secret_question_answer", "secret"), ("mySecretPhrase", "secret"),
        ("securityAnswer", "security answer"), ("securityQuestionAnswers", "security question answer"),
        ("X-Amz-Signature", "signature"),
    ])
    func aSecretAsRealCodeSpellsItIsFound(name: String, words: String) {
        #expect(SecretVocabulary.secretWords(in: name) == words)
    }

    @Test(arguments: [
        "key", "cacheKey", "keys", "pinned", "spinner", "tokenizer", "secretary", "email", "userID", "number",
        "cardholder", "passage", "Keychain", "opinion", "access", "author", "authority", "keyPath", "passing",
        "tokenCount", "tokenType", "passwordPolicy", "isSecret", "maxTokens", "splitCookie", "errorCode", "statusCode",
        "arrowToken", "eofToken", "progressToken", "authorizationEndpoint", "authenticationCode", "code", "id",
        "secretName", "secretID", "secretQuestion", "secretsManager", "secretCount", "answer", "isSecretAnswer",
    ])
    func anOrdinaryNameIsNot(name: String) {
        #expect(SecretVocabulary.secretWords(in: name) == nil)
    }

    @Test func wordsSplitAtCaseChangesSeparatorsAndDigitsKeepingAnAcronymsPlural() {
        #expect(IdentifierWords.words(of: "APIKey") == ["api", "key"])
        #expect(IdentifierWords.words(of: "sessionToken") == ["session", "token"])
        #expect(IdentifierWords.words(of: "refresh_token_v2") == ["refresh", "token", "v", "2"])
        #expect(IdentifierWords.words(of: "HTTPCookie") == ["http", "cookie"])
        #expect(IdentifierWords.words(of: "X-API-Key") == ["x", "api", "key"])
        #expect(IdentifierWords.words(of: "PINs") == ["pins"])
        #expect(IdentifierWords.words(of: "userIDsForGroup") == ["user", "ids", "for", "group"])
        #expect(IdentifierWords.words(of: "URLSession") == ["url", "session"])
    }
}

/// The article that tells users which names are secrets says what the vocabulary holds.
@Suite struct SecretVocabularyDocumentationTests {
    /// The comma-separated items of the article's list item that starts with `label`, to its `;` or `.`.
    static func listed(_ label: String) throws -> [String] {
        let article = try String(contentsOf: Documentation.article("AnnotatingProtocols"), encoding: .utf8)
        let start = try #require(article.range(of: "- \(label): ")).upperBound
        let end = try #require(article[start...].firstIndex { $0 == ";" || $0 == "." })
        return article[start..<end].split(separator: ",").map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    @Test func theArticleListsEveryWordAndPhrase() throws {
        #expect(try Set(Self.listed("secret words")) == SecretVocabulary.words)
        #expect(try Self.listed("secret phrases") == SecretVocabulary.phrases.map { $0.joined(separator: " ") })
    }
}
