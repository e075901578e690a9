/// The arguments of a requirement that no decorator writes in clear: logged redacted, and the
/// reason a call's error message is redacted too (it may quote them). Decided once per member, for
/// every concern to honour: logging's fields, retry's warnings.
///
/// An argument is redacted when `redact:` marks it, when its name, label or type says it holds a
/// secret (``SecretVocabulary``), or, under `logging(arguments: private)`, always; `public:` logs
/// it in clear after all.
struct RedactedArguments: Sendable, Equatable {
    /// Why an argument is redacted.
    enum Reason: Sendable, Equatable {
        /// `redact: name`.
        case marked
        /// Its name or label holds the vocabulary's words (given as they read: `"api key"`).
        case name(String)
        /// Its type's name holds them.
        case type(String)
        /// `logging(arguments: private)` redacts every argument not marked `public:`.
        case privateByDefault
    }

    /// The redacted arguments, by key (``Member/parameterKeys`` or `newValue`), in parameter order.
    private(set) var reasons: [(key: String, reason: Reason)] = []

    /// Whether no argument is redacted.
    var isEmpty: Bool { reasons.isEmpty }

    /// Whether the argument known by `key` is redacted.
    func contains(_ key: String) -> Bool { reasons.contains { $0.key == key } }

    /// Why the argument known by `key` is redacted, or `nil` when it is logged in clear.
    func reason(for key: String) -> Reason? { reasons.first { $0.key == key }?.reason }

    /// No argument redacted.
    init() {}

    static func == (lhs: RedactedArguments, rhs: RedactedArguments) -> Bool {
        lhs.reasons.elementsEqual(rhs.reasons) { $0.key == $1.key && $0.reason == $1.reason }
    }

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
            reasons.append((key, .marked))
        } else if marked.publicParameters.contains(key) {
            return
        } else if let words = names.lazy.compactMap(SecretVocabulary.secretWords(in:)).first {
            reasons.append((key, .name(words)))
        } else if let words = type?.identifiers.lazy.compactMap(SecretVocabulary.secretWords(in:)).first {
            reasons.append((key, .type(words)))
        } else if privateByDefault {
            reasons.append((key, .privateByDefault))
        }
    }
}
