internal import CrosscutSecretWords

/// The arguments of a requirement that no decorator writes in clear: logged redacted, and the
/// reason a call's error message is redacted too (it may quote them). Decided once per member, for
/// every concern to honour: logging's fields, retry's warnings.
///
/// An argument is redacted when `redact:` marks it, when its name, label or type says it holds a
/// secret (`SecretVocabulary`), or, under `logging(arguments: private)`, always; `public:` logs
/// it in clear after all.
struct RedactedArguments: Sendable {
    /// Why an argument is redacted.
    enum Reason: Sendable {
        /// `redact: name`.
        case marked
        /// Its name or label holds the vocabulary's words (given as they read: `"api key"`).
        case name(String)
        /// Its type's name holds them.
        case type(String)
        /// `logging(arguments: private)` redacts every argument not marked `public:`.
        case privateByDefault
    }

    /// Why each redacted argument is, by key (``Member/parameterKeys`` or `newValue`).
    private var reasons: [String: Reason] = [:]

    /// Whether no argument is redacted.
    var isEmpty: Bool { reasons.isEmpty }

    /// Whether the argument known by `key` is redacted.
    func contains(_ key: String) -> Bool { reasons[key] != nil }

    /// Why the argument known by `key` is redacted, or `nil` when it is logged in clear.
    func reason(for key: String) -> Reason? { reasons[key] }

    /// No argument redacted.
    init() {}

    /// The arguments of `planned` to redact, given what its annotations mark (`redact:` and
    /// `public:`) and whether the protocol logs arguments privately by default.
    init(of planned: PlannedMember, marked: LoggingOptions, privateByDefault: Bool) {
        let member = planned.member
        for (parameter, key) in zip(member.parameters, planned.parameterKeys) {
            let names = [key] + (parameter.label.map { [SwiftIdentifier.bare($0)] } ?? [])
            add(key, marked: marked, privateByDefault: privateByDefault, names: names, type: parameter.shape)
        }
        if member.accessors?.hasSetter == true {
            add(
                "newValue", marked: marked, privateByDefault: privateByDefault, names: [member.name],
                type: member.resultShape)
        }
    }

    private mutating func add(
        _ key: String, marked: LoggingOptions, privateByDefault: Bool, names: [String], type: TypeShape?
    ) {
        if marked.redactedParameters.contains(key) {
            reasons[key] = .marked
        } else if marked.publicParameters.contains(key) {
            return
        } else if let words = names.lazy.compactMap(SecretVocabulary.secretWords(in:)).first {
            reasons[key] = .name(words)
        } else if let words = type?.identifiers.lazy.compactMap(SecretVocabulary.secretWords(in:)).first {
            reasons[key] = .type(words)
        } else if privateByDefault {
            reasons[key] = .privateByDefault
        }
    }
}
