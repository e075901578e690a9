/// How a member is named in events, metrics and cache keys: the shortest of its identities that
/// tells it apart from the protocol's other members (see ``ProtocolValidator/Identities``).
struct MemberIdentity: Sendable {
    /// `sessions(for:limit:)`, `value`, `subscript(_:)`, `==(_:_:)`, `Element`.
    let base: String
    /// The identity with parameter types, for overloads that differ only by type:
    /// `load(_: Int)`, `load(_: String)`.
    let typed: String
    /// The identity with parameter types, effects and result, for overloads that differ only there:
    /// `get() -> Int`, `get() -> String`, `load() async throws -> Int`, `static make()`.
    let full: String

    /// The identities of `member`, each computed once (on bytes: many short pieces are cheaper
    /// to join there than as `String`s).
    init(_ member: Member) {
        let labels = member.parameters.map { Self.label(of: $0, in: member) }
        var text: [UInt8] = []
        text.reserveCapacity(128)
        Self.appendBase(of: member, labels: labels, to: &text)
        base = String(decoding: text, as: UTF8.self)
        text.removeAll(keepingCapacity: true)
        Self.appendTyped(member, labels: labels, to: &text)
        typed = String(decoding: text, as: UTF8.self)
        text.removeAll(keepingCapacity: true)
        if member.modifiers.contains("static") || member.modifiers.contains("class") { text += "static ".utf8 }
        text += typed.utf8
        Self.appendEffectsAndResult(of: member, to: &text)
        full = String(decoding: text, as: UTF8.self)
    }

    private static func appendBase(of member: Member, labels: [String], to text: inout [UInt8]) {
        text += SwiftIdentifier.bare(member.name).utf8
        switch member.kind {
        case .function, .initializer, .subscript:
            text.append(Byte.leftParen)
            for label in labels {
                text += SwiftIdentifier.bare(label).utf8
                text.append(Byte.colon)
            }
            text.append(Byte.rightParen)
        case .property, .associatedType, .typealias:
            break
        }
    }

    private static func appendTyped(_ member: Member, labels: [String], to text: inout [UInt8]) {
        text += member.name.utf8
        guard member.kind != .property else { return }
        text.append(Byte.leftParen)
        for (position, (parameter, label)) in zip(member.parameters, labels).enumerated() {
            if position > 0 { text += ", ".utf8 }
            text += label.utf8
            text += ": ".utf8
            text += normalized(parameter.type).utf8
        }
        text.append(Byte.rightParen)
    }

    private static func appendEffectsAndResult(of member: Member, to text: inout [UInt8]) {
        let accessors = member.accessors ?? Member.Accessors()
        let isAsync = member.kind == .function ? member.isAsync : accessors.getterIsAsync
        let throwsKind = member.kind == .function ? member.throwsKind : accessors.getterThrows
        if isAsync { text += " async".utf8 }
        switch throwsKind {
        case .none: break
        case .throws: text += " throws".utf8
        case .rethrows: text += " rethrows".utf8
        case .typed(let failure):
            text += " throws(".utf8
            text += normalized(failure).utf8
            text.append(Byte.rightParen)
        }
        if let result = member.returnType {
            text += " -> ".utf8
            text += normalized(result).utf8
        }
    }

    /// The argument label a caller writes, `_` when none.
    static func label(of parameter: Parameter, in member: Member) -> String {
        if let label = parameter.label { return label }
        if member.kind == .subscript || isOperator(member) || parameter.name == "_" { return "_" }
        return parameter.name
    }

    static func isOperator(_ member: Member) -> Bool {
        guard member.kind == .function, let byte = member.name.utf8.first else { return false }
        // An ASCII byte followed by another (or by nothing) is a whole `Character`.
        let second = member.name.utf8.dropFirst().first ?? 0
        if byte < 0x80 && second < 0x80 {
            let letter = byte | 0x20  // folds `A`–`Z` onto `a`–`z`
            return !((letter >= 0x61 && letter <= 0x7A) || byte == 0x5F || byte == Byte.backtick)
        }
        guard let first = member.name.first else { return false }
        return !(first.isLetter || first == "_" || first == "`")
    }

    /// `type` with each run of whitespace made one space and the ends trimmed; ASCII text is
    /// split on its bytes (and returned as it is when already so spaced, as parsed types are),
    /// other text on `Character`s (Unicode whitespace).
    private static func normalized(_ type: String) -> String {
        guard type.utf8.allSatisfy({ $0 < 0x80 }) else {
            return type.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        guard !isNormalized(type.utf8) else { return type }
        return type.utf8.split(whereSeparator: Byte.isWhitespace).map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: " ")
    }

    /// Whether `bytes` hold no whitespace but single spaces between other bytes.
    private static func isNormalized(_ bytes: String.UTF8View) -> Bool {
        var previousIsSpace = true  // a leading space is not normalized
        for byte in bytes {
            let isSpace = Byte.isWhitespace(byte)
            if isSpace && (previousIsSpace || byte != Byte.space) { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace || bytes.isEmpty
    }
}
