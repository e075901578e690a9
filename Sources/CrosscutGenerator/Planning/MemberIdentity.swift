/// How a member is named in events, metrics and cache keys: the shortest of its identities that
/// tells it apart from the protocol's other members (see ``MemberIdentities``).
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
        if member.isStatic {
            Self.append("static ", to: &text)
        }
        Self.append(typed, to: &text)
        Self.appendEffectsAndResult(of: member, to: &text)
        full = String(decoding: text, as: UTF8.self)
    }

    /// Appends `string`'s bytes (copied at once, not byte by byte).
    private static func append(_ string: String, to text: inout [UInt8]) {
        var string = string
        string.withUTF8 { text.append(contentsOf: $0) }
    }

    private static func appendBase(of member: Member, labels: [String], to text: inout [UInt8]) {
        append(SwiftIdentifier.bare(member.name), to: &text)
        switch member.kind {
        case .function, .initializer, .subscript:
            text.append(Byte.leftParen)
            for label in labels {
                append(SwiftIdentifier.bare(label), to: &text)
                text.append(Byte.colon)
            }
            text.append(Byte.rightParen)
        case .property, .associatedType, .typealias:
            break
        }
    }

    private static func appendTyped(_ member: Member, labels: [String], to text: inout [UInt8]) {
        append(member.name, to: &text)
        guard member.kind != .property else { return }
        text.append(Byte.leftParen)
        for (position, (parameter, label)) in zip(member.parameters, labels).enumerated() {
            if position > 0 { append(", ", to: &text) }
            append(label, to: &text)
            append(": ", to: &text)
            append(normalized(parameter.type), to: &text)
        }
        text.append(Byte.rightParen)
    }

    private static func appendEffectsAndResult(of member: Member, to text: inout [UInt8]) {
        if member.callIsAsync { append(" async", to: &text) }
        switch member.callThrowsKind {
        case .none: break
        case .throws: append(" throws", to: &text)
        case .rethrows: append(" rethrows", to: &text)
        case .typed(let failure):
            append(" throws(", to: &text)
            append(normalized(failure), to: &text)
            text.append(Byte.rightParen)
        }
        if let result = member.returnType {
            append(" -> ", to: &text)
            append(normalized(result), to: &text)
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
        guard !isNormalizedASCII(type.utf8) else { return type }
        guard type.isASCII else {
            return type.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        return type.utf8.split(whereSeparator: Byte.isWhitespace).map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: " ")
    }

    /// Whether `bytes` are ASCII and hold no whitespace but single spaces between other bytes.
    private static func isNormalizedASCII(_ bytes: String.UTF8View) -> Bool {
        var previousIsSpace = true  // a leading space is not normalized
        for byte in bytes {
            if byte >= 0x80 { return false }
            let isSpace = Byte.isWhitespace(byte)
            if isSpace && (previousIsSpace || byte != Byte.space) { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace || bytes.isEmpty
    }
}
