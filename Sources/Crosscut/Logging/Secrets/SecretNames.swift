internal import CrosscutSecretWords

/// Whether a property's, a case's or a key's name says it holds a secret (`SecretVocabulary`, the
/// words the generator reads in parameter names). Labels come from types, so their verdicts are
/// kept: a type's properties are read once, not at every event.
enum SecretNames {
    /// The verdicts on labels read so far; bounded, as a type's labels are.
    private static let labels = Locked<[String: Bool]>([:])
    private static let labelLimit = 4_096

    /// Whether the property or case `label` holds a secret: `password`, `_apiKey`, `sessionToken`.
    static func isSecret(label: String) -> Bool {
        if let known = labels.withLock({ $0[label] }) { return known }
        let isSecret = isSecret(name: label)
        labels.withLock { if $0.count < labelLimit { $0[label] = isSecret } }
        return isSecret
    }

    /// Whether `name` — a dictionary key, a header or a query item's name — says it holds a secret:
    /// `Authorization`, `X-API-Key`, `access_token`.
    static func isSecret(name: String) -> Bool {
        SecretVocabulary.secretWords(in: name) != nil
    }
}
